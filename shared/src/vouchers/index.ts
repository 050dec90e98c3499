export * from './vouchers.types';
export * from './vouchers.schemas';
export * from './vouchers.results';
export * from './vouchers.errors';
