export * from './queue.types';
export * from './queue-actions';
export * from './queue.schemas';
export * from './queue.results';
export * from './queue.errors';
