export * from './online.types';
export * from './offline-holds';
export * from './online.schemas';
export * from './online.results';
export * from './online.errors';
