import { ERROR_CODES } from '@covers/shared';
import { ApiError } from '../../../api/api-error';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { showError } from '../../../ui/feedback';
import { floorApi, type NewPlan, type PlanCopy, type PlanRef, type PlanRename } from '../api/floor.api';
import { floorKey, floorPlansKey } from '../api/floor.keys';

/** A write to the outlet's list of plans: its toast if it has one, then the plans refetched. */
function usePlanListWrite<V, R>(write: (vars: V) => Promise<R>, success?: () => string) {
  const rid = useSession().outlet?.rid;
  return useWrite({ write, invalidates: [floorPlansKey(rid)], success });
}

export const useAddPlan = (success?: () => string) => usePlanListWrite((body: NewPlan) => floorApi.add(body), success);
export const useRenamePlan = (success: () => string) => usePlanListWrite((body: PlanRename) => floorApi.rename(body), success);
export const useCopyPlan = (success: () => string) => usePlanListWrite((body: PlanCopy) => floorApi.copy(body), success);
export const useDeletePlan = (success: () => string) => usePlanListWrite((body: PlanRef) => floorApi.remove(body), success);

/**
 * Publishes a plan; every table-plan read (the plans, the layout in service) is refetched. A layout the server
 * finds invalid goes to `onInvalid` with its per-element messages; any other refusal is shown.
 */
export function usePublishPlan(success: () => string, onInvalid: (fields: Record<string, string>) => void) {
  const { mutate, isPending } = useWrite({ write: (body: PlanRef) => floorApi.publish(body), invalidates: [floorKey], success });
  const publish = (body: PlanRef) =>
    mutate(body, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === ERROR_CODES.FLOOR_LAYOUT_INVALID.code)
          onInvalid((error.result as { fields?: Record<string, string> })?.fields ?? {});
        else if (error instanceof ApiError) showError(error.message);
      },
    });
  return { publish, isPending };
}
