import type { FloorLayout, FloorPlanSummary } from '@covers/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/services';
import { useSession } from '../../../session/use-session';

export const floorPlansKey = (rid: number | undefined) => ['floorplan', 'plans', rid] as const;


const post = <T>(path: string, data: Record<string, string>, hideError = false) => api.call<T>(path, { method: 'POST', data, hideError });

/** The table plan calls of the section and floorplan group. */
export const floorApi = {
  list: () => api.call<FloorPlanSummary[]>('/api/floorplan/list'),
  add: (name: string) => post<{ planId: string }>('/api/floorplan/add', { name }),
  rename: (planId: string, name: string) => post('/api/floorplan/edit', { planId, name }),
  copy: (planId: string, name: string) => post<{ planId: string }>('/api/floorplan/copy', { planId, name }),
  remove: (planId: string) => post('/api/floorplan/delete', { planId }),
  /** Refusals (FLOOR_LAYOUT_INVALID with result.fields) are shown by the editor next to the tables. */
  publish: (planId: string) => post<{ planId: string; version: number; layout: FloorLayout }>('/api/floorplan/publish', { planId }, true),
};

export function useFloorPlans(enabled = true) {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: floorPlansKey(rid), queryFn: floorApi.list, enabled: enabled && rid !== undefined });
}
