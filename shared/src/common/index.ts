export * from './common-fields';
export * from './common.errors';
