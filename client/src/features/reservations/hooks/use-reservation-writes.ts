import type { ImportAnswer } from '@covers/shared';
import { ApiError } from '../../../api/api-error';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { showError } from '../../../ui/feedback';
import {
  reservationsApi,
  type BatchStatusChange,
  type BookingEdit,
  type BookingMove,
  type Cancellation,
  type DraftFields,
  type FlagsChange,
  type NewBooking,
  type NewWalkIn,
  type NotificationResend,
  type StatusChange,
  type TableExchange,
  type TableReassignment,
  type TableStateChange,
} from '../api/reservations.api';
import { reservationsFiles } from '../api/reservations.files';
import { reservationKey } from '../api/reservations.keys';
import { useBookingWrite, type BookingWriteOptions } from './use-booking-write';

/** A table-assigning write's success toast and what the screen does when the host declines to book anyway. */
type Handlers<V, R = unknown> = Omit<BookingWriteOptions<V, R>, 'write'>;

/** A new reservation or waitlist entry, a walk-in, or the changed fields of a booking. */
type BookingSave = { kind: 'add'; body: NewBooking } | { kind: 'walk_in'; body: NewWalkIn } | { kind: 'edit'; body: BookingEdit };

export function useSaveBooking(options: Handlers<BookingSave>) {
  return useBookingWrite({
    write: (save: BookingSave, overrides) => {
      if (save.kind === 'edit') return reservationsApi.edit({ ...save.body, ...overrides });
      if (save.kind === 'walk_in') return reservationsApi.addWalkIn({ ...save.body, ...overrides });
      return reservationsApi.add({ ...save.body, ...overrides });
    },
    ...options,
  });
}

export function useSeatWalkIn(options: Handlers<NewWalkIn>) {
  return useBookingWrite({
    write: (body: NewWalkIn, overrides) => reservationsApi.addWalkIn({ ...body, ...overrides }),
    ...options,
  });
}

/** Seating, reinstating or switching may clash or fill the service: the host may book anyway (status changes meet no service rules). */
export function useChangeStatus(options: Handlers<StatusChange>) {
  return useBookingWrite({
    write: (body: StatusChange, { book_anyway }) => reservationsApi.changeStatus({ ...body, book_anyway }),
    ...options,
  });
}

/** Several bookings of a day to one status, all or nothing; a clash over tables or covers may be booked anyway. */
export function useBatchStatus(options: Handlers<BatchStatusChange>) {
  return useBookingWrite({
    write: (body: BatchStatusChange, { book_anyway }) => reservationsApi.batchStatus({ ...body, book_anyway }),
    ...options,
  });
}

/** Two bookings trade tables; a third booking on one of them, or a service rule it breaks (a table not bookable), the host may book anyway. */
export function useExchangeTables(options: Handlers<TableExchange>) {
  return useBookingWrite({
    write: (body: TableExchange, overrides) => reservationsApi.exchangeTables({ ...body, ...overrides }),
    ...options,
  });
}

export function useMoveBooking(options: Handlers<BookingMove>) {
  return useBookingWrite({
    write: (body: BookingMove, overrides) => reservationsApi.move({ ...body, ...overrides }),
    ...options,
  });
}

/** A party moved to other tables; `tableName` names the table it was dropped on, for the toast. */
interface PartyMove {
  body: TableReassignment;
  tableName: string;
}

export function useMovePartyToTable(options: Handlers<PartyMove>) {
  return useBookingWrite({
    write: (move: PartyMove, overrides) => reservationsApi.reassignTable({ ...move.body, ...overrides }),
    ...options,
  });
}

function useReservationWrite<V, R>(
  write: (vars: V) => Promise<R>,
  options: { success?: (result: R, vars: V) => string | null; showsRefusal?: boolean } = {},
) {
  const rid = useSession().outlet?.rid;
  return useWrite({ write, invalidates: [reservationKey(rid)], ...options });
}

export function useChangeTableState(success: () => string) {
  return useReservationWrite((body: TableStateChange) => reservationsApi.changeTableState(body), { success, showsRefusal: true });
}

export function useSetFlags(success: () => string) {
  return useReservationWrite((body: FlagsChange) => reservationsApi.setFlags(body), { success });
}

export function useResendNotification(success: () => string) {
  return useReservationWrite((body: NotificationResend) => reservationsApi.resendNotification(body), { success });
}

export function useCancelBooking(success: () => string) {
  return useReservationWrite((body: Cancellation) => reservationsApi.cancel(body), { success });
}

export function useSaveDraft(success: () => string) {
  return useReservationWrite(
    ({ draftId, data }: { draftId: string | undefined; data: DraftFields }) => reservationsApi.saveDraft(draftId, data),
    { success },
  );
}

export function useDeleteDraft(success: () => string) {
  return useReservationWrite((draftId: string) => reservationsApi.deleteDraft(draftId), { success });
}

/**
 * An import, chunk by chunk (`onChunk` after each answer). A failed chunk stops it with its message; the rows
 * already imported stay, so the lists are refetched either way.
 */
export function useImportReservations() {
  return useReservationWrite(
    async ({ chunks, onChunk }: { chunks: Record<string, string>[][]; onChunk: (answer: ImportAnswer, index: number) => void }) => {
      try {
        for (const [index, chunk] of chunks.entries()) onChunk(await reservationsFiles.importRows(chunk), index);
      } catch (error) {
        showError(error instanceof ApiError ? error.message : String(error));
      }
    },
  );
}
