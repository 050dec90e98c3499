export * from './login.schemas';
export * from './session';
