import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { reservationKey } from '../api/reservations.keys';
import { overridableClash, useTableClashPrompt, type ClashKind } from '../components/TableClashPrompt';

export interface BookingWriteOptions<V, R> {
  /** The call; `bookAnyway` is true on the retry after the host chose Book anyways. */
  write: (vars: V, bookAnyway: boolean) => Promise<R>;
  success?: (result: R, vars: V) => string | null;
  /** The host chose Select another table (or Cancel): the write resolves null. */
  onDeclined?: (kind: ClashKind, vars: V) => void;
}

/**
 * A write that assigns tables or covers: a clash the host may override is asked (render `prompt`), then the
 * write is sent again with book_anyway; any other refusal is shown. The outlet's reservation queries are refetched.
 */
export function useBookingWrite<V, R>({ write, success, onDeclined }: BookingWriteOptions<V, R>) {
  const rid = useSession().outlet?.rid;
  const { prompt, ask } = useTableClashPrompt();
  const mutation = useWrite<V, R | null>({
    write: async (vars) => {
      try {
        return await write(vars, false);
      } catch (error) {
        const kind = overridableClash(error);
        if (!kind) throw error;
        if ((await ask(kind, error as Parameters<typeof ask>[1])) === 'decline') {
          onDeclined?.(kind, vars);
          return null;
        }
        return write(vars, true);
      }
    },
    invalidates: [reservationKey(rid)],
    success: (result, vars) => (result === null ? null : (success?.(result, vars) ?? null)),
    showsRefusal: true,
  });
  return { ...mutation, prompt };
}
