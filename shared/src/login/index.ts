export * from './login.schemas';
export * from './session';
export * from './login.errors';
export * from './sign-in-limits';
