export * from './telephony.types';
export * from './telephony.schemas';
export * from './telephony.results';
export * from './telephony.errors';
