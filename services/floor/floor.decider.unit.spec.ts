import type { FloorLayout } from '@covers/shared';
import { deciderSpec } from '../testing/decider-spec';
import { floorDecider } from './floor.decider';
import type { FloorEvent } from './floor.events';
import { addPlan, copyPlan, deletePlan, publishPlan, renamePlan } from './testing/floor-commands';

const given = deciderSpec(floorDecider, { actor: 'user-1', now: '2026-11-21T10:00:00.000Z' });

const added: FloorEvent = { type: 'TablePlanAdded', data: { planId: 'p1', name: 'Weekdays' } };
const table = (id: string, patch: Partial<FloorLayout['tables'][number]> = {}) => ({
  id,
  name: `T${id}`,
  sectionId: 's1',
  shape: 'round' as const,
  x: 10,
  y: 20,
  width: 60,
  height: 60,
  rotation: 0,
  minPax: 2,
  maxPax: 4,
  priority: 0,
  ...patch,
});
const layout = (patch: Partial<FloorLayout> = {}): FloorLayout => ({
  sections: [{ id: 's1', name: 'Main Dining', priority: 0 }],
  tables: [table('t1'), table('t2', { priority: 1 })],
  combinations: [{ id: 'c1', tableIds: ['t1', 't2'], minPax: 4, maxPax: 8 }],
  ...patch,
});

describe('floor decider', () => {
  it('adds a table plan, refusing a name another plan has', () => {
    given([]).when(addPlan('p1', ' Weekdays ')).then([added]);
    given([added])
      .when(addPlan('p2', 'weekdays'))
      .thenThrows('FLOOR_PLAN_NAME_TAKEN', { fields: { name: 'floor.planNameTaken' } });
  });

  it('renames and copies a plan, and refuses to touch an unknown one', () => {
    given([added])
      .when(renamePlan('p1', 'Weekends'))
      .then([{ type: 'TablePlanRenamed', data: { planId: 'p1', name: 'Weekends' } }]);
    given([added]).when(renamePlan('p1', 'Weekdays')).then([]);
    given([added])
      .when(copyPlan('p1', 'p2', 'Weekdays copy'))
      .then([{ type: 'TablePlanCopied', data: { planId: 'p2', name: 'Weekdays copy', sourcePlanId: 'p1' } }]);
    given([added])
      .when(copyPlan('nope', 'p2', 'X'))
      .thenThrows('FLOOR_PLAN_NOT_FOUND');
    given([]).when(renamePlan('p1', 'X')).thenThrows('FLOOR_PLAN_NOT_FOUND');
  });

  it('publishes a valid draft with its layout in priority order, counting versions', () => {
    const draft = layout({ tables: [table('t2', { priority: 1 }), table('t1')] });
    const first: FloorEvent = { type: 'TablePlanPublished', data: { planId: 'p1', version: 1, layout: layout() } };
    given([added]).when(publishPlan('p1', draft)).then([first]);
    given([added, first])
      .when(publishPlan('p1', layout()))
      .then([{ ...first, data: { ...first.data, version: 2 } }]);
  });

  it('refuses to publish tables breaking spec §5: max larger than min, neither 0', () => {
    given([added])
      .when(publishPlan('p1', layout({ tables: [table('t1', { minPax: 4, maxPax: 4 }), table('t2', { minPax: 0 })] })))
      .thenThrows('FLOOR_LAYOUT_INVALID', {
        fields: { 'tables.0.maxPax': 'floor.maxPaxNotLarger', 'tables.1.minPax': 'floor.partySizeZero' },
      });
    given([added])
      .when(publishPlan('p1', layout({ combinations: [{ id: 'c1', tableIds: ['t1', 't2'], minPax: 4, maxPax: 0 }] })))
      .thenThrows('FLOOR_LAYOUT_INVALID', { fields: { 'combinations.0.maxPax': 'floor.partySizeZero' } });
  });

  it('refuses a layout with tables in no section, duplicate names or groups of missing tables', () => {
    given([added])
      .when(
        publishPlan(
          'p1',
          layout({
            tables: [table('t1', { sectionId: 'gone' }), table('t2', { name: 'Tt1' })],
            combinations: [{ id: 'c1', tableIds: ['t1', 't9'], minPax: 2, maxPax: 6 }],
          }),
        ),
      )
      .thenThrows('FLOOR_LAYOUT_INVALID', {
        fields: {
          'tables.0.sectionId': 'floor.sectionMissing',
          'tables.1.name': 'floor.tableNameTaken',
          'combinations.0.tableIds': 'floor.combinationTableMissing',
        },
      });
  });

  it('deletes a draft plan but never the plan in service', () => {
    const published: FloorEvent = { type: 'TablePlanPublished', data: { planId: 'p1', version: 1, layout: layout() } };
    given([added])
      .when(deletePlan('p1'))
      .then([{ type: 'TablePlanDeleted', data: { planId: 'p1' } }]);
    given([added, published]).when(deletePlan('p1')).thenThrows('FLOOR_PLAN_IN_SERVICE');
  });
});
