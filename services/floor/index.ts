export * from './floor.events';
export * from './floor.commands';
export * from './floor.decider';
export * from './floor.projection';
export * from './floor.queries';
export * from './floor-document';
export * from './floor-document-edits';
export * from './yjs-update-log';
