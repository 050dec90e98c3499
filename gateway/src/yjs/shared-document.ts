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
  private persist: (update: Uint8Array) => void = () => undefined;

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

  /** Where changes go once the stored state is loaded (loading itself is not stored again). */
  bind(persist: (update: Uint8Array) => void): void {
    this.persist = persist;
  }

  /**
   * A change made on the server (an HTTP edit): stored and relayed like an editor's. Only here does the
   * document listen for 'update', so editors' updates are never re-encoded: they are applied, stored and
   * relayed as they came.
   */
  edit<T>(fn: (doc: this) => T): T {
    const onUpdate = (update: Uint8Array) => this.changed(update, null);
    this.on('update', onUpdate);
    try {
      return fn(this);
    } finally {
      this.off('update', onUpdate);
    }
  }

  private changed(update: Uint8Array, origin: DocumentConnection | null): void {
    this.persist(update);
    if (this.conns.size === 0 || (this.conns.size === 1 && origin)) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
    const message = encoding.toUint8Array(encoder);
    for (const conn of this.conns.keys()) if (conn !== origin) conn.send(message);
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
      const step = decoding.readVarUint(decoder);
      if (step === syncProtocol.messageYjsSyncStep1) {
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, MESSAGE_SYNC);
        syncProtocol.writeSyncStep2(encoder, this, decoding.readVarUint8Array(decoder));
        conn.send(encoding.toUint8Array(encoder));
      } else if ((step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate) && !conn.readOnly) {
        const update = decoding.readVarUint8Array(decoder);
        Y.applyUpdate(this, update, conn);
        // [0, 0] is the empty update a fresh editor answers sync step 1 with.
        if (update.byteLength > 2) this.changed(update, conn);
      }
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), conn);
    }
  }

  override destroy(): void {
    this.awareness.destroy();
    super.destroy();
  }
}
