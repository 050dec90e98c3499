export * from './notifications.types';
export * from './notifications.schemas';
export * from './notifications.results';
export * from './notifications.errors';
