import type { FloorSection, FloorTable } from './floor.types';

/** A section in service with its tables (GET /api/section/list, docs/api/floor.md). */
export type SectionWithTables = FloorSection & { tables: FloorTable[] };
