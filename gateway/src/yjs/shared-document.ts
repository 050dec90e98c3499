import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import type { DocumentState } from './document-worker';
import type { RelayMessage } from './document-relay';

export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
/** Close code for an editor whose document could not be read: its provider reconnects and asks again. */
const DOCUMENT_UNAVAILABLE = 1011;
/** The origin of awareness changes heard from other gateway processes: applied here, not told back. */
const FROM_PEERS = Symbol('peers');

/** One editor's socket as the document sees it. */
export interface DocumentConnection {
  readonly readOnly: boolean;
  send(message: Uint8Array): void;
  close(code?: number, reason?: string): void;
}

/** Where a document's updates go, and where its state comes from when an editor asks for it. */
export interface DocumentStore {
  append(update: Uint8Array): void;
  stateFor(stateVector: Uint8Array): Promise<DocumentState>;
}

function syncMessage(step: number, payload: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  encoding.writeVarUint(encoder, step);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}

/**
 * A table plan while anyone edits it: the editors' connections, their awareness, and the relay between
 * them (the y-websocket server's WSSharedDoc, minus its globals and minus the Y.Doc). Like y-redis, the
 * server does not hold the document: an update is checked, stored and relayed as it came, and the state
 * an editor asks for is built from the store off the event loop. So the cost of an edit does not grow
 * with the plan's history, and neither does the server's memory.
 */
export class SharedDocument {
  /** Each connection with the awareness client ids it controls. */
  readonly conns = new Map<DocumentConnection, Set<number>>();
  /** Cursors and selections; Awareness wants a Y.Doc for its own client id, one that never holds content. */
  readonly awareness = new awarenessProtocol.Awareness(new Y.Doc());

  /**
   * `shareAwareness` tells the other gateway processes serving this document of cursor changes made here;
   * its stored updates reach them through the store's own relay.
   */
  constructor(
    readonly name: string,
    private readonly store: DocumentStore,
    private readonly onError: (error: unknown) => void,
    private readonly shareAwareness: (update: Uint8Array) => void = () => undefined,
  ) {
    this.awareness.setLocalState(null);
    this.awareness.on(
      'update',
      ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        const controlled = this.conns.get(origin as DocumentConnection);
        if (controlled) {
          for (const id of added) controlled.add(id);
          for (const id of removed) controlled.delete(id);
        }
        const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, added.concat(updated, removed));
        const message = awarenessMessage(update);
        for (const conn of this.conns.keys()) conn.send(message);
        if (origin !== FROM_PEERS) this.shareAwareness(update);
      },
    );
  }

  /** A stored update or a cursor change from another gateway process, for the editors connected here. */
  fromPeers(message: Extract<RelayMessage, { kind: 'update' | 'awareness' }>): void {
    if (message.kind === 'awareness') {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, message.payload, FROM_PEERS);
      return;
    }
    const relayed = syncMessage(syncProtocol.messageYjsUpdate, message.payload);
    for (const conn of this.conns.keys()) conn.send(relayed);
  }

  /** A change made on the server (an HTTP edit): stored and relayed like an editor's. */
  apply(update: Uint8Array): void {
    this.changed(update, null, syncMessage(syncProtocol.messageYjsUpdate, update));
  }

  /** The cursors of the editors connected here, for a process that has just opened the document; null when none. */
  localAwareness(): Uint8Array | null {
    const clients = [...this.conns.values()].flatMap((controlled) => [...controlled]);
    return clients.length > 0 ? awarenessProtocol.encodeAwarenessUpdate(this.awareness, clients) : null;
  }

  /** Registers an editor and sends it the cursors known so far; the document follows its sync step 1. */
  join(conn: DocumentConnection): void {
    this.conns.set(conn, new Set());
    const states = this.awareness.getStates();
    if (states.size > 0) conn.send(awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...states.keys()])));
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
   * cursor, but its document changes (sync step 2, update) are dropped here. An update that does not
   * decode throws before it is stored or relayed.
   */
  receive(conn: DocumentConnection, message: Uint8Array): void {
    const decoder = decoding.createDecoder(message);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) {
      const step = decoding.readVarUint(decoder);
      if (step === syncProtocol.messageYjsSyncStep1) {
        void this.answer(conn, decoding.readVarUint8Array(decoder));
      } else if ((step === syncProtocol.messageYjsSyncStep2 || step === syncProtocol.messageYjsUpdate) && !conn.readOnly) {
        const update = decoding.readVarUint8Array(decoder);
        Y.decodeUpdate(update);
        // [0, 0] is the empty update an editor answers sync step 1 with when it has nothing new.
        if (update.byteLength <= 2) return;
        // An update is relayed as it came; sync step 2 is relayed as an update (as a step 2 it would tell
        // the other editors they are in sync).
        this.changed(update, conn, step === syncProtocol.messageYjsUpdate ? message : syncMessage(syncProtocol.messageYjsUpdate, update));
      }
    } else if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), conn);
    }
  }

  destroy(): void {
    this.awareness.doc.destroy();
    this.awareness.destroy();
  }

  private changed(update: Uint8Array, origin: DocumentConnection | null, message: Uint8Array): void {
    this.store.append(update);
    for (const conn of this.conns.keys()) if (conn !== origin) conn.send(message);
  }

  /** Sync step 2 (what the editor lacks), then the server's own step 1 so the editor sends what it alone has. */
  private async answer(conn: DocumentConnection, stateVector: Uint8Array): Promise<void> {
    try {
      const state = await this.store.stateFor(stateVector);
      if (!this.conns.has(conn)) return;
      conn.send(syncMessage(syncProtocol.messageYjsSyncStep2, state.update));
      conn.send(syncMessage(syncProtocol.messageYjsSyncStep1, state.stateVector));
    } catch (error) {
      this.onError(error);
      conn.close(DOCUMENT_UNAVAILABLE, 'document unavailable');
    }
  }
}

function awarenessMessage(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}
