export * from './login.schemas';
export * from './session';
export * from './login.errors';
