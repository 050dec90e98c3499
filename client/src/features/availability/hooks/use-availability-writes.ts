import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import {
  availabilityApi,
  type CapacityAlertBody,
  type DayNote,
  type DefaultRestore,
  type ForbiddenTables,
  type NewService,
  type OnlineSwitch,
  type QuickEditBody,
  type ServiceEdit,
  type SpecialDate,
} from '../api/availability.api';
import { availabilityKey, servicesKey } from '../api/availability.keys';

type Success<V, R> = (result: R, vars: V) => string;

/** An availability write: its success toast (3 s), then the outlet's availability reads and services list refetched. */
function useAvailabilityWrite<V, R>(write: (vars: V) => Promise<R>, success: Success<V, R>) {
  const rid = useSession().outlet?.rid;
  return useWrite({ write, invalidates: [availabilityKey(rid), servicesKey(rid)], success });
}

export const useAddService = (success: Success<NewService, unknown>) => useAvailabilityWrite(availabilityApi.addService, success);
export const useEditService = (success: Success<ServiceEdit, unknown>) => useAvailabilityWrite(availabilityApi.editService, success);
export const useDeleteServices = (success: Success<string[], unknown>) => useAvailabilityWrite(availabilityApi.deleteServices, success);
export const useSwitchOnline = (success: Success<OnlineSwitch, unknown>) => useAvailabilityWrite(availabilityApi.switchOnline, success);
export const useSetSpecialDate = (success: Success<SpecialDate, unknown>) => useAvailabilityWrite(availabilityApi.setSpecialDate, success);
export const useClearSpecialDate = (success: Success<string, unknown>) => useAvailabilityWrite(availabilityApi.clearSpecialDate, success);
export const useWriteDayNote = (success: Success<DayNote, unknown>) => useAvailabilityWrite(availabilityApi.writeDayNote, success);
export const useQuickEdit = (success: Success<QuickEditBody, unknown>) => useAvailabilityWrite(availabilityApi.quickEdit, success);
export const useForbidTables = (success: Success<ForbiddenTables, unknown>) => useAvailabilityWrite(availabilityApi.forbidTables, success);
export const useRestoreDefault = (success: Success<DefaultRestore, unknown>) =>
  useAvailabilityWrite(availabilityApi.restoreDefault, success);
export const useSetCapacityAlert = (success: Success<CapacityAlertBody, unknown>) =>
  useAvailabilityWrite(availabilityApi.setCapacityAlert, success);
