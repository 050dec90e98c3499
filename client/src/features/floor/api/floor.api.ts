import type {
  FloorLayout,
  FloorPlanSummary,
  floorPlanAddRequest,
  floorPlanCopyRequest,
  floorPlanEditRequest,
  floorPlanRefRequest,
} from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { get, post, postQuietly } from '../../../app/services';

export type NewPlan = RequestBody<typeof floorPlanAddRequest>;
export type PlanRename = RequestBody<typeof floorPlanEditRequest>;
export type PlanCopy = RequestBody<typeof floorPlanCopyRequest>;
export type PlanRef = RequestBody<typeof floorPlanRefRequest>;

/** The table plan calls of the section and floorplan group. */
export const floorApi = {
  list: () => get<FloorPlanSummary[]>('/api/floorplan/list'),
  add: (body: NewPlan) => post<{ planId: string }>('/api/floorplan/add', body),
  rename: (body: PlanRename) => post<unknown>('/api/floorplan/edit', body),
  copy: (body: PlanCopy) => post<{ planId: string }>('/api/floorplan/copy', body),
  remove: (body: PlanRef) => post<unknown>('/api/floorplan/delete', body),
  /** Refusals (FLOOR_LAYOUT_INVALID with result.fields) are shown by the editor next to the tables. */
  publish: (body: PlanRef) => postQuietly<{ planId: string; version: number; layout: FloorLayout }>('/api/floorplan/publish', body),
};
