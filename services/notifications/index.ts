export * from './notifications.events';
export * from './notifications.streams';
export * from './notifications.decider';
export * from './notifications.projection';
export * from './notifications.queries';
export * from './notifications.service';
