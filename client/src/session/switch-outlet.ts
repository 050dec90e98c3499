import { queryClient } from '../app/services';
import { sessionStore } from './session-store';

/** Makes another of the user's outlets current and drops the previous outlet's cached data; false when the user does not hold it. */
export function switchOutlet(rid: number): boolean {
  if (sessionStore.rid() === rid) return true;
  if (!sessionStore.switchOutlet(rid)) return false;
  void queryClient.invalidateQueries();
  return true;
}
