import { useDayList, useServiceDay } from '../../hooks/use-reservation-queries';
import { useNow } from '../../hooks/use-now';
import { useListParams } from './use-list-params';

/** The day as the list and the Gantt show it: the list's filters, the rows they select and the outlet's service clock. */
export function useListedDay() {
  const { params } = useListParams();
  const list = useDayList(params);
  const now = useNow(useServiceDay().data ?? list.data?.now);
  return { params, now, rows: list.data?.reservations ?? [], loading: list.isLoading };
}
