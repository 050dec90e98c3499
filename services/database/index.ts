export * from './data-source';
export * from './embedded-postgres';
export { BATCHES_LEFT_OUT, CONTEXTS } from '../contexts';
