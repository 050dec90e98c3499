import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueueStatusAction, queueJoinRequest } from '@covers/shared';
import { useTranslation } from 'react-i18next';
import type { RequestBody } from '../../../api/request-body';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { useBookingWrite } from '../../reservations/hooks/use-booking-write';
import { reservationKey } from '../../reservations/api/reservations.keys';
import { queueApi } from '../api/queue.api';
import { queueKey, queueListKey, queueSettingsKey, queueWaitTimesKey } from '../api/queue.keys';

/** The service day's queue at the current outlet; live events keep it fresh. */
export function useQueueList() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: queueListKey(rid), queryFn: queueApi.statusList, enabled: rid !== undefined });
}

export function useQueueSettings() {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: queueSettingsKey(rid), queryFn: queueApi.settings, enabled: rid !== undefined });
}

/** The wait each category is quoted now, what it is learnt from, and the quotes' accuracy; live events keep it fresh. */
export function useQueueWaitTimes(enabled = true) {
  const rid = useSession().outlet?.rid;
  return useQuery({ queryKey: queueWaitTimesKey(rid), queryFn: queueApi.waitTimes, enabled: enabled && rid !== undefined });
}

/** The host adds a party; a full waitlist is asked as for any walk-in (render `prompt`); the toast reads its number out. */
export function useJoinQueue() {
  const { t } = useTranslation();
  const rid = useSession().outlet?.rid;
  const queryClient = useQueryClient();
  return useBookingWrite({
    write: async (body: Omit<RequestBody<typeof queueJoinRequest>, 'book_anyway'>, overrides) => {
      const ticket = await queueApi.join({ ...body, book_anyway: overrides.book_anyway });
      await queryClient.invalidateQueries({ queryKey: queueKey(rid) });
      return ticket;
    },
    success: (ticket) => t('queueUi.numberGiven', { label: ticket.label }),
  });
}

/** Offer, ping, no answer, remove, to the waitlist or to a reservation. */
export function useQueueAction() {
  const rid = useSession().outlet?.rid;
  return useWrite({
    write: ({ reservationId, action }: { reservationId: string; action: QueueStatusAction }) =>
      queueApi.updateStatus({ reservation_id: reservationId, action }),
    invalidates: [queueKey(rid), reservationKey(rid)],
  });
}

/** Seat a party at its tables: "Table double booked!" is asked as for any walk-in (render `prompt`). */
export function useSeatQueuedParty(onSeated: () => void) {
  const rid = useSession().outlet?.rid;
  const queryClient = useQueryClient();
  return useBookingWrite({
    write: async ({ reservationId, tableIds }: { reservationId: string; tableIds: string[] }, overrides) => {
      const seated = await queueApi.seat({ reservation_id: reservationId, table_ids: tableIds, book_anyway: overrides.book_anyway });
      await queryClient.invalidateQueries({ queryKey: queueKey(rid) });
      onSeated();
      return seated;
    },
  });
}
