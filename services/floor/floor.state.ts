import type { FloorEvent } from './floor.events';

export interface FloorPlanState {
  name: string;
  publishedVersion: number;
}

/** The outlet's table plans by id, and the one in service. */
export interface FloorState {
  plans: Record<string, FloorPlanState>;
  inService: string | null;
}

export const initialFloorState = (): FloorState => ({ plans: {}, inService: null });

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
