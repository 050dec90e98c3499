export * from './permissions';
export * from './access.schemas';
export * from './access.errors';
export * from './access.results';
