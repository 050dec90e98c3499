import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;

/** One editor's socket as the document sees it. */
export interface DocumentConnection {
  readonly readOnly: boolean;
  send(message: Uint8Array): void;
  close(code?: number, reason?: string): void;
}

/**
 * A table plan's document held by the server while anyone edits it: the Y.Doc, the awareness of its
 * editors, and the connections to relay to (the y-websocket server's WSSharedDoc, minus its globals).
 */
export class SharedDocument extends Y.Doc {
  /** Each connection with the awareness client ids it controls. */
  readonly conns = new Map<DocumentConnection, Set<number>>();
  readonly awareness = new awarenessProtocol.Awareness(this);

  constructor(readonly name: string) {
    super({ gc: true });
    this.awareness.setLocalState(null);
    this.awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      const controlled = this.conns.get(origin as DocumentConnection);
      if (controlled) {
        for (const id of added) controlled.add(id);
        for (const id of removed) controlled.delete(id);
      }
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, added.concat(updated, removed)));
      const message = encoding.toUint8Array(encoder);
      for (const conn of this.conns.keys()) conn.send(message);
    });
  }

  /**
   * From now on every change is handed to `persist` and relayed to the editors (except the one it came
   * from). Called once the stored state is loaded: with no 'update' listener, loading does not encode.
   */
  bind(persist: (update: Uint8Array) => void): void {
    this.on('update', (update: Uint8Array, origin: unknown) => {
      persist(update);
      if (this.conns.size === 0) return;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeUpdate(encoder, update);
      const message = encoding.toUint8Array(encoder);
      for (const conn of this.conns.keys()) if (conn !== origin) conn.send(message);
    });
  }

  /** Registers an editor and greets it: sync step 1 and the awareness states known so far. */
  join(conn: DocumentConnection): void {
    this.conns.set(conn, new Set());
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(encoder, this);
    conn.send(encoding.toUint8Array(encoder));
    const states = this.awareness.getStates();
    if (states.size > 0) {
      const awareness = encoding.createEncoder();
      encoding.writeVarUint(awareness, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(awareness, awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...states.keys()]));
      conn.send(encoding.toUint8Array(awareness));
    }
  }

  /** Removes an editor and its cursors; true when nobody is left. */
  leave(conn: DocumentConnection): boolean {
    const controlled = this.conns.get(conn);
    if (controlled) {
      this.conns.delete(conn);
      awarenessProtocol.removeAwarenessStates(this.awareness, [...controlled], null);
    }
    return this.conns.size === 0;
  }

  /**
   * One message from an editor. A read-only editor still asks for state (sync step 1) and shares its
   * cursor, but its document changes (sync step 2, update) are dropped here, before they reach the doc.
   */
  receive(conn: DocumentConnection, message: Uint8Array): void {
    const decoder = decoding.createDecoder(message);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      if (conn.readOnly && decoding.peekVarUint(decoder) !== syncProtocol.messageYjsSyncStep1) return;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.readSyncMessage(decoder, encoder, this, conn);
      if (encoding.length(encoder) > 1) conn.send(encoding.toUint8Array(encoder));
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), conn);
    }
  }

  override destroy(): void {
    this.awareness.destroy();
    super.destroy();
  }
}
