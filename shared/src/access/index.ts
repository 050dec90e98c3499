export * from './permissions';
export * from './uac.schemas';
export * from './access.errors';
