import type { FloorTable } from '@covers/shared';

/** A table for tests and benchmarks: a 60 x 60 square for 1 to 4 in section `s`, named after its id, unless `fields` say otherwise. */
export const aTable = (id: string, fields: Partial<FloorTable> = {}): FloorTable => ({
  id,
  name: id.toUpperCase(),
  sectionId: 's',
  shape: 'square',
  x: 0,
  y: 0,
  width: 60,
  height: 60,
  rotation: 0,
  minPax: 1,
  maxPax: 4,
  priority: 0,
  ...fields,
});
