import { useEffect, useState } from 'react';
import type * as Y from 'yjs';

/** Whether this editor has something to undo or redo (its own changes only). */
export function useUndoState(undo: Y.UndoManager | null) {
  const [state, setState] = useState({ canUndo: false, canRedo: false });
  useEffect(() => {
    if (!undo) return;
    const refresh = () => setState({ canUndo: undo.canUndo(), canRedo: undo.canRedo() });
    const events = ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const;
    events.forEach((name) => undo.on(name, refresh));
    refresh();
    return () => events.forEach((name) => undo.off(name, refresh));
  }, [undo]);
  return state;
}
