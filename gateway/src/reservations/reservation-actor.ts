import type { ReservationActor } from '@covers/services/reservations';
import type { CommonFields } from '@covers/shared';
import type { CurrentUser } from '../access/current-user';

/** The caller as the reservations service sees them: verified outlet, group, and the command's metadata. */
export function reservationActor(user: CurrentUser, input: Partial<CommonFields> = {}): ReservationActor {
  return {
    rid: user.rid as number,
    groupUid: user.groupUid,
    metadata: { actor: user.userId, now: new Date().toISOString(), ...(input.platform ? { platform: input.platform } : {}) },
  };
}
