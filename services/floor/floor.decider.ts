import { DomainError, fieldMessages, floorLayoutSchema, type FloorLayout } from '@covers/shared';
import type { Decider } from '../eventstore';
import type { FloorCommand } from './floor.commands';
import type { FloorEvent } from './floor.events';

export interface FloorPlanState {
  name: string;
  publishedVersion: number;
}

export interface FloorState {
  plans: Record<string, FloorPlanState>;
  inService: string | null;
}

export const initialFloorState = (): FloorState => ({ plans: {}, inService: null });

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

export function decideFloor(command: FloorCommand, state: FloorState): FloorEvent[] {
  switch (command.type) {
    case 'AddTablePlan':
      requireNewPlan(state, command.data.planId);
      requireFreeName(state, command.data.name);
      return [{ type: 'TablePlanAdded', data: { planId: command.data.planId, name: command.data.name.trim() } }];
    case 'RenameTablePlan': {
      const plan = requirePlan(state, command.data.planId);
      if (plan.name === command.data.name.trim()) return [];
      requireFreeName(state, command.data.name, command.data.planId);
      return [{ type: 'TablePlanRenamed', data: { planId: command.data.planId, name: command.data.name.trim() } }];
    }
    case 'CopyTablePlan':
      requirePlan(state, command.data.sourcePlanId);
      requireNewPlan(state, command.data.planId);
      requireFreeName(state, command.data.name);
      return [{ type: 'TablePlanCopied', data: { planId: command.data.planId, name: command.data.name.trim(), sourcePlanId: command.data.sourcePlanId } }];
    case 'DeleteTablePlan':
      requirePlan(state, command.data.planId);
      if (state.inService === command.data.planId) throw new DomainError('FLOOR_PLAN_IN_SERVICE');
      return [{ type: 'TablePlanDeleted', data: { planId: command.data.planId } }];
    case 'PublishTablePlan': {
      const plan = requirePlan(state, command.data.planId);
      return [{ type: 'TablePlanPublished', data: { planId: command.data.planId, version: plan.publishedVersion + 1, layout: normalise(command.data.layout) } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown floor command ${(unhandled as FloorCommand).type}`);
    }
  }
}

export function evolveFloor(state: FloorState, event: FloorEvent): FloorState {
  switch (event.type) {
    case 'TablePlanAdded':
    case 'TablePlanCopied':
      return { ...state, plans: { ...state.plans, [event.data.planId]: { name: event.data.name, publishedVersion: 0 } } };
    case 'TablePlanRenamed':
      return { ...state, plans: { ...state.plans, [event.data.planId]: { ...state.plans[event.data.planId], name: event.data.name } } };
    case 'TablePlanDeleted': {
      const plans = { ...state.plans };
      delete plans[event.data.planId];
      return { ...state, plans };
    }
    case 'TablePlanPublished':
      return {
        inService: event.data.planId,
        plans: { ...state.plans, [event.data.planId]: { ...state.plans[event.data.planId], publishedVersion: event.data.version } },
      };
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown floor event ${(unhandled as FloorEvent).type}`);
    }
  }
}

export const floorDecider: Decider<FloorState, FloorCommand, FloorEvent> = {
  initialState: initialFloorState,
  decide: (command, state) => decideFloor(command, state),
  evolve: evolveFloor,
};
