export * from './common-fields';
export * from './common.errors';
export * from './field-messages';
export * from './form-values';
export * from './phone-number';
export * from './current-time';
