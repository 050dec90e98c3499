export * from './table-shapes';
export * from './floor.types';
export * from './floor-layout.schema';
export * from './floor.schemas';
export * from './floor.errors';
export * from './floor.results';
