import type { Projection, RecordedEvent } from '../eventstore';
import type { EntityManager } from 'typeorm';
import { FLOOR_EVENT_TYPES, type FloorEvent } from './floor.events';

/**
 * floor_plans lists every plan; floor_sections, floor_tables and floor_table_combinations hold the layout
 * in service at each outlet: the one most recently published. Drafts never reach these tables.
 */
export const floorProjection: Projection = {
  name: 'floor',
  tables: ['floor_plans', 'floor_sections', 'floor_tables', 'floor_table_combinations'],
  handles: FLOOR_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as FloorEvent;
    const rid = recorded.rid;
    const at = recorded.metadata.now;
    switch (event.type) {
      case 'TablePlanAdded':
      case 'TablePlanCopied':
        await manager.query(`INSERT INTO floor_plans (rid, plan_id, name, copied_from, created_at) VALUES ($1, $2, $3, $4, $5)`, [
          rid,
          event.data.planId,
          event.data.name,
          event.type === 'TablePlanCopied' ? event.data.sourcePlanId : null,
          at,
        ]);
        return;
      case 'TablePlanRenamed':
        await manager.query(`UPDATE floor_plans SET name = $3 WHERE rid = $1 AND plan_id = $2`, [rid, event.data.planId, event.data.name]);
        return;
      case 'TablePlanDeleted':
        await manager.query(`DELETE FROM floor_plans WHERE rid = $1 AND plan_id = $2`, [rid, event.data.planId]);
        return;
      case 'TablePlanPublished':
        await publish(manager, rid as number, at, event.data);
        return;
      default: {
        const unhandled: never = event;
        throw new Error(`floor projection cannot apply ${(unhandled as FloorEvent).type}`);
      }
    }
  },
};

async function publish(
  manager: EntityManager,
  rid: number,
  at: string,
  { planId, version, layout }: Extract<FloorEvent, { type: 'TablePlanPublished' }>['data'],
): Promise<void> {
  await manager.query(`UPDATE floor_plans SET in_service = false WHERE rid = $1 AND in_service AND plan_id <> $2`, [rid, planId]);
  await manager.query(
    `UPDATE floor_plans SET in_service = true, published_at = $3, published_version = $4 WHERE rid = $1 AND plan_id = $2`,
    [rid, planId, at, version],
  );
  for (const table of ['floor_sections', 'floor_tables', 'floor_table_combinations'])
    await manager.query(`DELETE FROM ${table} WHERE rid = $1`, [rid]);
  if (layout.sections.length > 0) {
    await manager.query(
      `INSERT INTO floor_sections (rid, section_id, name, priority)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::int[])`,
      [rid, layout.sections.map((s) => s.id), layout.sections.map((s) => s.name), layout.sections.map((s) => s.priority)],
    );
  }
  if (layout.tables.length > 0) {
    const column = <K extends keyof (typeof layout.tables)[number]>(key: K) => layout.tables.map((t) => t[key]);
    await manager.query(
      `INSERT INTO floor_tables (rid, table_id, section_id, name, min_pax, max_pax, shape, x, y, width, height, rotation, priority)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[],
                                $8::float8[], $9::float8[], $10::float8[], $11::float8[], $12::float8[], $13::int[])`,
      [
        rid,
        column('id'),
        column('sectionId'),
        column('name'),
        column('minPax'),
        column('maxPax'),
        column('shape'),
        column('x'),
        column('y'),
        column('width'),
        column('height'),
        column('rotation'),
        column('priority'),
      ],
    );
  }
  for (const combination of layout.combinations) {
    await manager.query(
      `INSERT INTO floor_table_combinations (rid, combination_id, table_ids, min_pax, max_pax) VALUES ($1, $2, $3, $4, $5)`,
      [rid, combination.id, combination.tableIds, combination.minPax, combination.maxPax],
    );
  }
}
