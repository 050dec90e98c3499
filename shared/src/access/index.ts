export * from './permissions';
export * from './uac.schemas';
