export * from './data-source';
export * from './embedded-postgres';
export { CONTEXTS } from '../contexts';
