export * from './feedback.types';
export * from './feedback.schemas';
export * from './feedback.results';
export * from './feedback.errors';
