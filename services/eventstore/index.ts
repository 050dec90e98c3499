export * from './event.types';
export * from './concurrency-error';
export * from './projection';
export * from './event-store';
export * from './command-handler';
export * from './subscription-runner';
export * from './rebuild-projections';
export * from './log-follower';
