export * from './error-spec';
export * from './error-codes';
export * from './domain-error';
