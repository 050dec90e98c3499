import { LOADING_INDICATOR_DELAY_MS } from '@covers/shared/constants';

type Listener = () => void;

/** Counts calls in flight; the indicator becomes visible only when a call has run 200 ms (spec §9). */
export function createLoadingTracker(delayMs = LOADING_INDICATOR_DELAY_MS) {
  const listeners = new Set<Listener>();
  let pending = 0;
  let visible = false;
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    listeners.forEach((listener) => listener());
  };
  return {
    visible: (): boolean => visible,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Marks one call started; call the returned function when it settles. */
    begin(): () => void {
      pending += 1;
      const timer = setTimeout(() => set(pending > 0), delayMs);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        pending -= 1;
        if (pending === 0) set(false);
      };
    },
  };
}
export type LoadingTracker = ReturnType<typeof createLoadingTracker>;
