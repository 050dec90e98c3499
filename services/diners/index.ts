export * from './diners.streams';
export * from './diners.events';
export * from './diners.projection';
export * from './diner-matching';
export * from './group-diner';
export * from './diners.commands';
export * from './diners.decider';
export * from './diners.service';
