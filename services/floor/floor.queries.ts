import type { FloorCombination, FloorLayout, FloorPlanSummary, FloorSection, FloorTable } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export async function listFloorPlans(db: Db, rid: number): Promise<FloorPlanSummary[]> {
  const rows: {
    plan_id: string;
    name: string;
    copied_from: string | null;
    created_at: Date;
    published_at: Date | null;
    published_version: number;
    in_service: boolean;
  }[] = await db.query(`SELECT * FROM floor_plans WHERE rid = $1 ORDER BY in_service DESC, name`, [rid]);
  return rows.map((r) => ({
    planId: r.plan_id,
    name: r.name,
    copiedFrom: r.copied_from,
    createdAt: iso(r.created_at) as string,
    publishedAt: iso(r.published_at),
    publishedVersion: r.published_version,
    inService: r.in_service,
  }));
}

export async function floorPlanExists(db: Db, rid: number, planId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM floor_plans WHERE rid = $1 AND plan_id = $2`, [rid, planId]);
  return rows.length > 0;
}

export async function publishedSections(db: Db, rid: number): Promise<FloorSection[]> {
  const rows: { section_id: string; name: string; priority: number }[] = await db.query(
    `SELECT section_id, name, priority FROM floor_sections WHERE rid = $1 ORDER BY priority, name`,
    [rid],
  );
  return rows.map((r) => ({ id: r.section_id, name: r.name, priority: r.priority }));
}

export async function publishedTables(db: Db, rid: number): Promise<FloorTable[]> {
  const rows: (Pick<FloorTable, 'name' | 'shape' | 'x' | 'y' | 'width' | 'height' | 'rotation' | 'priority'> & {
    table_id: string;
    section_id: string;
    min_pax: number;
    max_pax: number;
  })[] = await db.query(`SELECT * FROM floor_tables WHERE rid = $1 ORDER BY priority, name`, [rid]);
  return rows.map((r) => ({
    id: r.table_id,
    sectionId: r.section_id,
    name: r.name,
    minPax: r.min_pax,
    maxPax: r.max_pax,
    shape: r.shape,
    x: r.x,
    y: r.y,
    width: r.width,
    height: r.height,
    rotation: r.rotation,
    priority: r.priority,
  }));
}

export async function publishedCombinations(db: Db, rid: number): Promise<FloorCombination[]> {
  const rows: { combination_id: string; table_ids: string[]; min_pax: number; max_pax: number }[] = await db.query(
    `SELECT combination_id, table_ids, min_pax, max_pax FROM floor_table_combinations WHERE rid = $1 ORDER BY combination_id`,
    [rid],
  );
  return rows.map((r) => ({ id: r.combination_id, tableIds: r.table_ids, minPax: r.min_pax, maxPax: r.max_pax }));
}

/** The layout in service at an outlet (empty until a plan is published). */
export async function publishedLayout(db: Db, rid: number): Promise<FloorLayout> {
  const [sections, tables, combinations] = await Promise.all([
    publishedSections(db, rid),
    publishedTables(db, rid),
    publishedCombinations(db, rid),
  ]);
  return { sections, tables, combinations };
}

/** A table in service with the party sizes it seats: what bookings are checked against. */
export interface SeatingTable {
  table_id: string;
  section_id: string;
  name: string;
  min_pax: number;
  max_pax: number;
}

/** The tables in service and their combinations; null until a plan is published. */
export async function seatingInService(
  db: Db,
  rid: number,
): Promise<{ tables: SeatingTable[]; combinations: { table_ids: string[]; min_pax: number; max_pax: number }[] } | null> {
  // Both at once: the queue's screens read the floor after every change, and each round trip delays them.
  const [tables, combinations]: [SeatingTable[], { table_ids: string[]; min_pax: number; max_pax: number }[]] = await Promise.all([
    db.query(`SELECT table_id, section_id, name, min_pax, max_pax FROM floor_tables WHERE rid = $1`, [rid]),
    db.query(`SELECT table_ids, min_pax, max_pax FROM floor_table_combinations WHERE rid = $1`, [rid]),
  ]);
  return tables.length === 0 ? null : { tables, combinations };
}

/** The plan in service as the availability engine reads it, in one round trip: sections, tables in priority order, combinations. */
export interface SeatingPlan {
  sections: { sectionId: string; name: string; priority: number }[];
  tables: { tableId: string; sectionId: string; name: string; minPax: number; maxPax: number }[];
  combinations: { combinationId: string; tableIds: string[]; minPax: number; maxPax: number }[];
}

export async function seatingPlan(db: Db, rid: number): Promise<SeatingPlan> {
  const [row]: {
    sections: SeatingPlan['sections'] | null;
    tables: SeatingPlan['tables'] | null;
    combinations: SeatingPlan['combinations'] | null;
  }[] = await db.query(
    `SELECT (SELECT json_agg(json_build_object('sectionId', section_id, 'name', name, 'priority', priority)) FROM floor_sections WHERE rid = $1) AS sections,
            (SELECT json_agg(json_build_object('tableId', table_id, 'sectionId', section_id, 'name', name, 'minPax', min_pax, 'maxPax', max_pax)
                              ORDER BY priority, name) FROM floor_tables WHERE rid = $1) AS tables,
            (SELECT json_agg(json_build_object('combinationId', combination_id, 'tableIds', table_ids, 'minPax', min_pax, 'maxPax', max_pax))
               FROM floor_table_combinations WHERE rid = $1) AS combinations`,
    [rid],
  );
  return { sections: row.sections ?? [], tables: row.tables ?? [], combinations: row.combinations ?? [] };
}

/** Table and section names by table id, for lists and exports. */
export async function tableNames(db: Db, rid: number): Promise<Map<string, { name: string; section: string | null }>> {
  const rows: { table_id: string; name: string; section: string | null }[] = await db.query(
    `SELECT t.table_id, t.name, s.name AS section FROM floor_tables t LEFT JOIN floor_sections s ON s.rid = t.rid AND s.section_id = t.section_id WHERE t.rid = $1`,
    [rid],
  );
  return new Map(rows.map((r) => [r.table_id, { name: r.name, section: r.section }]));
}
