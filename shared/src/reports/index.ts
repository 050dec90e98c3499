export * from './reports.types';
export * from './report-range';
export * from './reports.schemas';
export * from './reports.results';
export * from './reports.errors';
export * from './i18n/label-keys';
