import { useEffect, useState, useSyncExternalStore } from 'react';
import { acquirePlanSession, releasePlanSession, type PlanSession, type PlanState } from '../plan-session';

export type { SyncStatus } from '../plan-session';

const noSubscription = () => () => undefined;
const noState = () => null;

/** The live state of one table plan's document (see PlanSession): the Y.Doc, its provider, undo, layout and status. */
export function usePlanDocument(rid: number | undefined, planId: string | null): PlanState | null {
  const [session, setSession] = useState<PlanSession | null>(null);
  useEffect(() => {
    if (rid === undefined || !planId) return;
    const acquired = acquirePlanSession(rid, planId);
    setSession(acquired);
    return () => {
      releasePlanSession(acquired);
      setSession(null);
    };
  }, [rid, planId]);
  return useSyncExternalStore<PlanState | null>(session?.subscribe ?? noSubscription, session?.snapshot ?? noState);
}
