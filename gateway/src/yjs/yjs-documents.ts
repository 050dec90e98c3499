import type { FloorDrafts, YjsUpdateLog } from '@covers/services/floor';
import * as Y from 'yjs';
import { LONE_PROCESS, type DocumentRelay, type RelayMessage } from './document-relay';
import { DocumentWorker } from './document-worker';
import { DEFAULT_COMPACT_AFTER, EMPTY_STATE_VECTOR, PersistedUpdates } from './persisted-updates';
import { SharedDocument, type DocumentConnection } from './shared-document';

export interface YjsDocumentsOptions {
  compactAfter?: number;
  onError?: (error: unknown, docName: string) => void;
  /** The other gateway processes serving the same documents (closed with this). */
  relay?: DocumentRelay;
}

interface Entry {
  doc: SharedDocument;
  persisted: PersistedUpdates;
  /** HTTP edits in progress: the document stays loaded while they run even with no editor connected. */
  holders: number;
  stopListening: () => Promise<void>;
}

/**
 * The documents this process serves: opened on first use, kept while editors are connected (or an HTTP
 * edit runs), written through as they change, dropped once everything is stored. A document's content
 * lives in PostgreSQL; the worker thread builds it when an editor joins or the log is compacted.
 * Several gateway processes may serve one document: each stores its own editors' updates and, once they
 * are stored, relays them to the others (so an editor that joins anywhere finds in the store whatever
 * it does not hear); cursors are relayed at once.
 */
export class YjsDocuments implements FloorDrafts {
  private readonly entries = new Map<string, Promise<Entry>>();
  /** Documents being unloaded: a new open waits for their last writes before reading the log. */
  private readonly unloading = new Map<string, Promise<void>>();
  private readonly worker = new DocumentWorker();
  private readonly relay: DocumentRelay;

  constructor(
    private readonly log: YjsUpdateLog,
    private readonly options: YjsDocumentsOptions = {},
  ) {
    this.relay = options.relay ?? LONE_PROCESS;
  }

  /** Joins an editor to the document, loading it if needed; the editor receives sync step 1 at once. */
  async connect(name: string, conn: DocumentConnection): Promise<SharedDocument> {
    for (;;) {
      const pending = this.entry(name);
      const entry = await pending;
      // An unload may have started while this was loading; then load again after it.
      if (this.entries.get(name) !== pending) continue;
      entry.doc.join(conn);
      return entry.doc;
    }
  }

  /** An editor left; the document is unloaded once nobody uses it and its writes are stored. */
  async disconnect(doc: SharedDocument, conn: DocumentConnection): Promise<void> {
    if (doc.leave(conn)) await this.release(doc.name);
  }

  private async release(name: string): Promise<void> {
    const pending = this.entries.get(name);
    if (!pending) return;
    const entry = await pending;
    if (entry.doc.conns.size > 0 || entry.holders > 0 || this.entries.get(name) !== pending) return;
    this.entries.delete(name);
    await this.unload(name, entry, () => entry.persisted.stop());
  }

  /** Takes the document out of service; a new open of it waits until `stop` has settled. */
  private async unload(name: string, entry: Entry, stop: () => Promise<void>): Promise<void> {
    const done: Promise<void> = Promise.all([stop(), entry.stopListening()])
      .then(() => undefined)
      .finally(() => {
        entry.doc.destroy();
        if (this.unloading.get(name) === done) this.unloading.delete(name);
      });
    this.unloading.set(name, done);
    await done;
  }

  /**
   * Runs fn on a copy of the document built from the store (an HTTP edit or read); what fn changes is
   * stored and relayed to the editors like an editor's update. Resolves once it is stored.
   */
  async use<T>(name: string, fn: (doc: Y.Doc) => T): Promise<T> {
    let entry: Entry;
    for (;;) {
      const pending = this.entry(name);
      entry = await pending;
      if (this.entries.get(name) === pending) break;
    }
    entry.holders++;
    try {
      const doc = await this.build(entry.persisted);
      const changes: Uint8Array[] = [];
      doc.on('update', (update: Uint8Array) => changes.push(update));
      let result: T;
      try {
        result = fn(doc);
      } finally {
        doc.destroy();
      }
      if (changes.length > 0) entry.doc.apply(changes.length === 1 ? changes[0] : Y.mergeUpdates(changes));
      await entry.persisted.flushed();
      return result;
    } finally {
      entry.holders--;
      await this.release(name);
    }
  }

  /**
   * Replaces a document's whole history by what `rebuild` makes of its current content (a fresh copy
   * when a plan is published, the copied draft, or nothing when the plan is deleted). Editors connected
   * to it are closed with `closeCode` and must start again from a fresh Y.Doc.
   */
  async restart(name: string, rebuild: (current: Y.Doc) => Y.Doc | null, closeCode: number): Promise<{ rows: number; bytes: number }> {
    const pending = this.entry(name);
    const entry = await pending;
    if (this.entries.get(name) === pending) this.entries.delete(name);
    const work = (async () => {
      // Told before and after: other processes drop their editors and unstored updates of the old history
      // before it is read, and again any editor that joined there before the new one was stored.
      this.relay.tell(name, { kind: 'restart', closeCode });
      closeEditors(entry, closeCode);
      await this.unload(name, entry, () => entry.persisted.stop({ compact: false }));
      const current = await this.build(entry.persisted);
      const content = rebuild(current);
      current.destroy();
      if (content) await this.log.restart(name, Y.encodeStateAsUpdate(content));
      else await this.log.remove(name);
      this.relay.tell(name, { kind: 'restart', closeCode });
    })();
    // Whoever opens the document meanwhile reads the restarted log, not the old one.
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.unloading.set(name, settled);
    try {
      await work;
    } finally {
      if (this.unloading.get(name) === settled) this.unloading.delete(name);
    }
    return this.log.size(name);
  }

  /** Resolves once every update received so far is stored. */
  async flushed(): Promise<void> {
    const entries = await Promise.allSettled([...this.entries.values()]);
    await Promise.all(entries.map((e) => (e.status === 'fulfilled' ? e.value.persisted.flushed() : undefined)));
  }

  /** Stores what is pending, accepts no more writes and unloads every document: the process is stopping. */
  async close(): Promise<void> {
    const entries = await Promise.allSettled([...this.entries.values()]);
    this.entries.clear();
    await Promise.all(
      entries.map((e) => (e.status === 'fulfilled' ? this.unload(e.value.doc.name, e.value, () => e.value.persisted.stop()) : undefined)),
    );
    await Promise.all([...this.unloading.values()]);
    await Promise.all([this.worker.close(), this.relay.close()]);
  }

  private entry(name: string): Promise<Entry> {
    let pending = this.entries.get(name);
    if (!pending) {
      pending = this.load(name);
      this.entries.set(name, pending);
      pending.catch(() => this.entries.get(name) === pending && this.entries.delete(name));
    }
    return pending;
  }

  private async load(name: string): Promise<Entry> {
    await this.unloading.get(name);
    const onError = (error: unknown) => this.options.onError?.(error, name);
    const relay = this.relay;
    const persisted = await PersistedUpdates.open(this.log, name, this.worker, {
      compactAfter: this.options.compactAfter ?? DEFAULT_COMPACT_AFTER,
      onError,
      onStored: relay.active
        ? (updates) => relay.tell(name, { kind: 'update', payload: updates.length === 1 ? updates[0] : Y.mergeUpdates(updates) })
        : undefined,
    });
    const doc = new SharedDocument(
      name,
      persisted,
      onError,
      relay.active ? (payload) => relay.tell(name, { kind: 'awareness', payload }) : undefined,
    );
    const entry: Entry = { doc, persisted, holders: 0, stopListening: async () => undefined };
    // Listening before any editor here asks for the state: what is stored later is heard, what was stored before is read.
    entry.stopListening = await relay.listen(name, (message) => this.hear(name, entry, message));
    relay.tell(name, { kind: 'hello' });
    return entry;
  }

  private hear(name: string, entry: Entry, message: RelayMessage): void {
    if (message.kind === 'restart') {
      void this.restartedElsewhere(name, entry, message.closeCode);
    } else if (message.kind === 'hello') {
      const cursors = entry.doc.localAwareness();
      if (cursors) this.relay.tell(name, { kind: 'awareness', payload: cursors });
    } else {
      entry.doc.fromPeers(message);
    }
  }

  /** Another process restarted the document: its editors here start again, and nothing more of the old history is stored. */
  private async restartedElsewhere(name: string, entry: Entry, closeCode: number): Promise<void> {
    const pending = this.entries.get(name);
    if (!pending || (await pending.catch(() => null)) !== entry || this.entries.get(name) !== pending) return;
    this.entries.delete(name);
    closeEditors(entry, closeCode);
    entry.persisted.discard();
    await this.unload(name, entry, () => entry.persisted.flushed());
  }

  /** The document as stored, everything received so far included, as a Y.Doc of this thread's own. */
  private async build(persisted: PersistedUpdates): Promise<Y.Doc> {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, (await persisted.stateFor(EMPTY_STATE_VECTOR)).update);
    return doc;
  }
}

/** The document's editors are told to start again from a fresh Y.Doc. */
function closeEditors(entry: Entry, closeCode: number): void {
  for (const conn of [...entry.doc.conns.keys()]) conn.close(closeCode, 'document restarted');
}
