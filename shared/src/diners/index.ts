export * from './diners.types';
export * from './diners.schemas';
export * from './diners.results';
export * from './diners.errors';
export * from './diner-import';
export * from './diner-export';
export * from './diner-photo';
