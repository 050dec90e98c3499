export * from './diners.schemas';
export * from './diners.results';
