import { mayOverrideServiceRules, NO_PERMISSIONS } from '@covers/shared';
import { useWrite } from '../../../api/use-write';
import { useSession } from '../../../session/use-session';
import { reservationKey } from '../api/reservations.keys';
import { overridableClash, useTableClashPrompt, type ClashKind } from '../components/TableClashPrompt';

/** The host's answers so far: Book anyways (a clash, a full service) and the service rules overridden. */
export interface BookingOverrides {
  book_anyway: boolean;
  override_rules: boolean;
}

const NONE: BookingOverrides = { book_anyway: false, override_rules: false };
const FLAG_OF: Record<ClashKind, keyof BookingOverrides> = { tables: 'book_anyway', capacity: 'book_anyway', rules: 'override_rules' };

export interface BookingWriteOptions<V, R> {
  /** The call, with the overrides the host chose on the refusals before (none on the first try). */
  write: (vars: V, overrides: BookingOverrides) => Promise<R>;
  success?: (result: R, vars: V) => string | null;
  /** The host chose Select another table (or Cancel): the write resolves null. */
  onDeclined?: (kind: ClashKind, vars: V) => void;
}

/**
 * A write that assigns tables or covers: a refusal the host may override (a clash, a full service, the
 * service rules) is asked (render `prompt`), then the write is sent again with that override, until it goes
 * through or is refused otherwise (shown). The outlet's reservation queries are refetched.
 */
export function useBookingWrite<V, R>({ write, success, onDeclined }: BookingWriteOptions<V, R>) {
  const { user, outlet } = useSession();
  const rid = outlet?.rid;
  const canOverrideRules = mayOverrideServiceRules({
    superAdmin: user?.super_admin ?? false,
    permissions: outlet?.permissions ?? NO_PERMISSIONS,
  });
  const { prompt, ask } = useTableClashPrompt(canOverrideRules);
  const mutation = useWrite<V, R | null>({
    write: async (vars) => {
      let overrides = NONE;
      for (;;) {
        try {
          return await write(vars, overrides);
        } catch (error) {
          const kind = overridableClash(error);
          // Each refusal is asked once: one that comes back with its override already sent is shown.
          if (!kind || overrides[FLAG_OF[kind]]) throw error;
          if ((await ask(kind, error as Parameters<typeof ask>[1])) === 'decline') {
            onDeclined?.(kind, vars);
            return null;
          }
          overrides = { ...overrides, [FLAG_OF[kind]]: true };
        }
      }
    },
    invalidates: [reservationKey(rid)],
    success: (result, vars) => (result === null ? null : (success?.(result, vars) ?? null)),
    showsRefusal: true,
  });
  return { ...mutation, prompt };
}
