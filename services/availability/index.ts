export * from './availability.events';
export * from './availability.commands';
export * from './availability.decider';
export * from './availability.projection';
export * from './availability.queries';
export * from './day-settings.evolve';
export * from './engine';
export * from './day-input.queries';
