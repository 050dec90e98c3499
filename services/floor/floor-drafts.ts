import type * as Y from 'yjs';

/**
 * The port to the table plans' drafts: the Yjs documents editors share. The gateway implements it (it keeps
 * the documents open, relays them between processes and stores their updates).
 */
export interface FloorDrafts {
  /** Runs `fn` on the document; a change made there is one transaction every open editor receives. */
  use<T>(name: string, fn: (doc: Y.Doc) => T): Promise<T>;
  /** Replaces the document by `rebuild`'s result (null: empty) and closes its editors' connections with `closeCode`. */
  restart(name: string, rebuild: (current: Y.Doc) => Y.Doc | null, closeCode: number): Promise<{ rows: number; bytes: number }>;
}
