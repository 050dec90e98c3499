export * from './table-shapes';
export * from './floor-layout.types';
export * from './floor-layout.schema';
export * from './floor-requests.schema';
export * from './floor.errors';
export * from './floor.results';
