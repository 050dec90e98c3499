import { useEffect, useRef, useState } from 'react';
import type { WebsocketProvider } from 'y-websocket';

export interface EditorPresence {
  clientId: number;
  user: { name: string; color: string };
  cursor: { x: number; y: number } | null;
  selection: string[];
}

const COLORS = ['#e11d48', '#2563eb', '#16a34a', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#65a30d'];
const CURSOR_INTERVAL_MS = 50;

export const colorOf = (clientId: number): string => COLORS[clientId % COLORS.length]!;

/**
 * Awareness: publishes this editor's name, cursor (canvas units) and selection, and returns the other
 * editors' presence. Cursor moves are sent at most every 50 ms.
 */
export function useRemoteEditors(provider: WebsocketProvider | null, name: string, selection: readonly string[]) {
  const [others, setOthers] = useState<EditorPresence[]>([]);
  const lastCursor = useRef(0);

  useEffect(() => {
    if (!provider) return;
    const awareness = provider.awareness;
    awareness.setLocalState({ user: { name, color: colorOf(awareness.clientID) }, cursor: null, selection: [] });
    const refresh = () => {
      const list: EditorPresence[] = [];
      awareness.getStates().forEach((state, clientId) => {
        if (clientId === awareness.clientID || !state.user) return;
        list.push({
          clientId,
          user: state.user,
          cursor: state.cursor ?? null,
          selection: Array.isArray(state.selection) ? state.selection : [],
        });
      });
      setOthers(list);
    };
    awareness.on('change', refresh);
    refresh();
    return () => {
      awareness.off('change', refresh);
      awareness.setLocalState(null);
    };
  }, [provider, name]);

  useEffect(() => {
    provider?.awareness.setLocalStateField('selection', [...selection]);
  }, [provider, selection]);

  const moveCursor = (cursor: { x: number; y: number } | null) => {
    if (!provider) return;
    const now = performance.now();
    if (cursor && now - lastCursor.current < CURSOR_INTERVAL_MS) return;
    lastCursor.current = now;
    provider.awareness.setLocalStateField('cursor', cursor);
  };

  return { others, moveCursor };
}
