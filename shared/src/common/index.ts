export * from './common-fields';
