export * from './messaging.types';
export * from './messaging.errors';
export * from './messaging.schemas';
export * from './messaging.results';
export * from './message-template';
export * from './sms-parts';
export * from './lead-times';
export * from './marketing';
