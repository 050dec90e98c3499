import { handleCommand } from '@covers/services/eventstore';
import { floorDecider, floorStreamId, writeLayout, YjsUpdateLog, type FloorCommand } from '@covers/services/floor';
import { floorPlanDocumentName, type FloorLayout, type FloorTable, type TableShape } from '@covers/shared';
import * as Y from 'yjs';
import type { DemoContext, DemoSeeder } from '../demo/demo-seeder';

export const DEMO_PLAN_ID = 'main';

type TableSpec = [name: string, shape: TableShape, minPax: number, maxPax: number, x: number, y: number];

function tables(sectionId: string, specs: TableSpec[]): FloorTable[] {
  return specs.map(([name, shape, minPax, maxPax, x, y], priority) => {
    const [width, height] = shape === 'rectangle' ? [120, 60] : shape === 'round' ? [70, 70] : [60, 60];
    return { id: name.toLowerCase(), name, sectionId, shape, x, y, width, height, rotation: 0, minPax, maxPax, priority };
  });
}

/** Main Dining (12 tables), Terrace (6) and Bar (6), with tables that may be pushed together. */
export function demoLayout(): FloorLayout {
  const main: TableSpec[] = [];
  for (let i = 0; i < 12; i++) {
    const shape: TableShape = i < 8 ? 'square' : 'rectangle';
    main.push([
      `M${i + 1}`,
      shape,
      shape === 'square' ? 2 : 4,
      shape === 'square' ? 4 : 6,
      40 + (i % 4) * 150,
      40 + Math.floor(i / 4) * 130,
    ]);
  }
  const terrace: TableSpec[] = Array.from({ length: 6 }, (_, i) => [
    `T${i + 1}`,
    'round',
    2,
    i < 4 ? 4 : 6,
    700 + (i % 2) * 130,
    40 + Math.floor(i / 2) * 130,
  ]);
  const bar: TableSpec[] = Array.from({ length: 6 }, (_, i) => [`B${i + 1}`, 'round', 1, 2, 40 + i * 100, 470]);
  return {
    sections: [
      { id: 'main-dining', name: 'Main Dining', priority: 0 },
      { id: 'terrace', name: 'Terrace', priority: 1 },
      { id: 'bar', name: 'Bar', priority: 2 },
    ],
    tables: [...tables('main-dining', main), ...tables('terrace', terrace), ...tables('bar', bar)],
    combinations: [
      { id: 'm1-m2', tableIds: ['m1', 'm2'], minPax: 4, maxPax: 8 },
      { id: 'm3-m4', tableIds: ['m3', 'm4'], minPax: 4, maxPax: 8 },
      { id: 'm9-m10', tableIds: ['m9', 'm10'], minPax: 8, maxPax: 12 },
      { id: 't1-t2', tableIds: ['t1', 't2'], minPax: 4, maxPax: 8 },
      { id: 'b1-b2-b3', tableIds: ['b1', 'b2', 'b3'], minPax: 3, maxPax: 6 },
    ],
  };
}

/** A published plan "Main floor" at each demo outlet: its draft document holds the same layout. */
export const floorDemoSeeder: DemoSeeder = {
  name: 'floor',
  async seed(ctx: DemoContext) {
    const meta = { actor: ctx.users[0]?.userId ?? 'system', now: ctx.now };
    const log = new YjsUpdateLog(ctx.dataSource);
    for (const outlet of ctx.outlets) {
      const send = (command: FloorCommand) =>
        handleCommand(ctx.store, floorDecider, { streamId: floorStreamId(outlet.rid), rid: outlet.rid }, command, meta);
      const layout = demoLayout();
      await send({ type: 'AddTablePlan', data: { planId: DEMO_PLAN_ID, name: 'Main floor' } });
      const draft = new Y.Doc();
      writeLayout(draft, layout);
      await log.restart(floorPlanDocumentName(outlet.rid, DEMO_PLAN_ID), Y.encodeStateAsUpdate(draft));
      await send({ type: 'PublishTablePlan', data: { planId: DEMO_PLAN_ID, layout } });
    }
  },
};
