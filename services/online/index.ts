export * from './online.streams';
export * from './online.events';
export * from './online.commands';
export * from './online.state';
export * from './online.decider';
export * from './online.projection';
export * from './online.queries';
export * from './online.service';
