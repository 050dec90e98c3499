export * from './service-time';
export * from './form-values';
export * from './service.schema';
export * from './service-overlap';
export * from './service.types';
export * from './day-settings.types';
export * from './availability.requests';
export * from './availability.results';
