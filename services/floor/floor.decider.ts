import { DomainError, fieldMessages, floorLayoutSchema, type FloorLayout } from '@covers/shared';
import { decideBy, type Decider } from '../eventstore';
import type { FloorCommand, FloorCommands } from './floor.commands';
import type { FloorEvent } from './floor.events';
import { evolveFloor, initialFloorState, type FloorPlanState, type FloorState } from './floor.state';

/** One command's decision: its data against the plans as they stand. */
type Decision<K extends keyof FloorCommands> = (data: FloorCommands[K], state: FloorState) => FloorEvent[];

function requirePlan(state: FloorState, planId: string): FloorPlanState {
  const plan = state.plans[planId];
  if (!plan) throw new DomainError('FLOOR_PLAN_NOT_FOUND', { planId: 'floor.planNotFound' });
  return plan;
}

function requireFreeName(state: FloorState, name: string, except?: string): void {
  const key = name.trim().toLowerCase();
  const taken = Object.entries(state.plans).some(([id, plan]) => id !== except && plan.name.toLowerCase() === key);
  if (taken) throw new DomainError('FLOOR_PLAN_NAME_TAKEN', { name: 'floor.planNameTaken' });
}

function requireNewPlan(state: FloorState, planId: string): void {
  if (state.plans[planId]) throw new DomainError('VALIDATION_FAILED', { planId: 'validation.invalidValue' });
}

/** Sections and tables in priority order, the way every reader wants them. */
function normalise(layout: FloorLayout): FloorLayout {
  const parsed = floorLayoutSchema.safeParse(layout);
  if (!parsed.success) throw new DomainError('FLOOR_LAYOUT_INVALID', fieldMessages(parsed.error));
  const byPriority = <T extends { priority: number; name: string }>(a: T, b: T) => a.priority - b.priority || a.name.localeCompare(b.name);
  return {
    sections: [...parsed.data.sections].sort(byPriority),
    tables: [...parsed.data.tables].sort(byPriority),
    combinations: parsed.data.combinations,
  };
}

const addPlan: Decision<'AddTablePlan'> = ({ planId, name }, state) => {
  requireNewPlan(state, planId);
  requireFreeName(state, name);
  return [{ type: 'TablePlanAdded', data: { planId, name: name.trim() } }];
};

const renamePlan: Decision<'RenameTablePlan'> = ({ planId, name }, state) => {
  const plan = requirePlan(state, planId);
  if (plan.name === name.trim()) return [];
  requireFreeName(state, name, planId);
  return [{ type: 'TablePlanRenamed', data: { planId, name: name.trim() } }];
};

const copyPlan: Decision<'CopyTablePlan'> = ({ planId, name, sourcePlanId }, state) => {
  requirePlan(state, sourcePlanId);
  requireNewPlan(state, planId);
  requireFreeName(state, name);
  return [{ type: 'TablePlanCopied', data: { planId, name: name.trim(), sourcePlanId } }];
};

const deletePlan: Decision<'DeleteTablePlan'> = ({ planId }, state) => {
  requirePlan(state, planId);
  if (state.inService === planId) throw new DomainError('FLOOR_PLAN_IN_SERVICE');
  return [{ type: 'TablePlanDeleted', data: { planId } }];
};

const publishPlan: Decision<'PublishTablePlan'> = ({ planId, layout }, state) => {
  const plan = requirePlan(state, planId);
  return [{ type: 'TablePlanPublished', data: { planId, version: plan.publishedVersion + 1, layout: normalise(layout) } }];
};

const decisions: { [K in keyof FloorCommands]: Decision<K> } = {
  AddTablePlan: addPlan,
  RenameTablePlan: renamePlan,
  CopyTablePlan: copyPlan,
  DeleteTablePlan: deletePlan,
  PublishTablePlan: publishPlan,
};

export const floorDecider: Decider<FloorState, FloorCommand, FloorEvent> = {
  initialState: initialFloorState,
  decide: decideBy(decisions),
  evolve: evolveFloor,
};
