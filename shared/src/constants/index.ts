export * from './timing';
export * from './currencies';
export * from './cancellation-reasons';
export * from './queue-categories';
export * from './reporting';
export * from './uploads';
