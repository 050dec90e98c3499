export * from './queue.streams';
export * from './queue.events';
export * from './queue.commands';
export * from './queue.state';
export * from './queue.decider';
export * from './queue.projection';
export * from './queue.queries';
export * from './queue.service';
