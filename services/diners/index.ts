export * from './diners.streams';
export * from './diners.events';
export * from './diners.projection';
export * from './diner-matching';
