export * from './telephony.streams';
export * from './telephony.events';
export * from './telephony.commands';
export * from './telephony.state';
export * from './telephony.decider';
export * from './telephony.projection';
export * from './telephony.queries';
export * from './telephony.service';
