import type { FloorCombination, FloorLayout, FloorPlanSummary, FloorSection, FloorTable, TableShape } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export async function listFloorPlans(db: Db, rid: number): Promise<FloorPlanSummary[]> {
  const rows: { plan_id: string; name: string; copied_from: string | null; created_at: Date; published_at: Date | null; published_version: number; in_service: boolean }[] =
    await db.query(`SELECT * FROM floor_plans WHERE rid = $1 ORDER BY in_service DESC, name`, [rid]);
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
  const rows: {
    table_id: string;
    section_id: string;
    name: string;
    min_pax: number;
    max_pax: number;
    shape: TableShape;
    x: number;
    y: number;
    width: number;
    height: number;
    rotation: number;
    priority: number;
  }[] = await db.query(`SELECT * FROM floor_tables WHERE rid = $1 ORDER BY priority, name`, [rid]);
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
  const [sections, tables, combinations] = await Promise.all([publishedSections(db, rid), publishedTables(db, rid), publishedCombinations(db, rid)]);
  return { sections, tables, combinations };
}
