export * from './service-time';
export * from './service-rules.schema';
export * from './service-overlap';
export * from './availability.types';
export * from './day-settings.types';
export * from './availability.schemas';
export * from './availability.results';
export * from './availability.errors';
