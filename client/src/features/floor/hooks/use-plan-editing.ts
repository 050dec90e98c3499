import { useSession } from '../../../session/use-session';
import { usePlanDocument } from './use-plan-document';
import { useRemoteEditors } from './use-remote-editors';

/** One plan's live document as this user edits it: its state and sync status, and the other editors (who see `selection`). */
export function usePlanEditing(planId: string, selection: readonly string[]) {
  const { outlet, user } = useSession();
  const session = usePlanDocument(outlet?.rid, planId);
  const editors = useRemoteEditors(session?.provider ?? null, user?.staff_name || user?.username || '?', selection);
  return { session, layout: session?.layout ?? null, status: session?.status ?? 'connecting', ...editors };
}
