export * from './api/envelope';
export * from './errors';
export * from './common';
export * from './constants';
export * from './i18n';
export * from './access';
export * from './availability';
export * from './floor';
