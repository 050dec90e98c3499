import type { YjsUpdateLog } from '@covers/services/floor';
import type { DocumentState, DocumentWorker } from './document-worker';
import type { DocumentStore } from './shared-document';

/** Rows a document's log may reach before it is merged into one (the y-leveldb / y-postgresql practice). */
export const DEFAULT_COMPACT_AFTER = 300;
/** The state vector of an editor that has nothing yet. */
export const EMPTY_STATE_VECTOR = new Uint8Array([0]);
const RETRY_WRITE_MS = 1000;
/**
 * How long the first update of a quiet moment waits for others to share its row. Editors are relayed at
 * once; only the INSERT waits. Fewer, fuller rows mean fewer merges, each of which costs the whole plan.
 */
const GROUP_COMMIT_MS = 50;

interface Merged {
  seqs: number[];
  update: Uint8Array;
}

type QueuedMerge = Merged & { stored: () => void };

export interface PersistedUpdatesOptions {
  compactAfter: number;
  onError: (error: unknown) => void;
  /** Updates just committed to the log, in arrival order. */
  onStored?: (updates: Uint8Array[]) => void;
}

/**
 * One document's log in PostgreSQL. Updates are written in arrival order, one write at a time; updates
 * that arrive within GROUP_COMMIT_MS of each other or while a write is in flight go into one row, so a
 * burst or a steady stream of drags costs a few INSERTs.
 * Past `compactAfter` rows the worker thread builds the document from the stored rows and encodes it
 * garbage-collected (dropping the overwritten values that merging rows would keep); the swap of those
 * rows for that one row then takes its turn among the writes. Rows are Yjs updates, so their order does
 * not change the document.
 */
export class PersistedUpdates implements DocumentStore {
  private pending: Uint8Array[] = [];
  private merged: QueuedMerge | null = null;
  private writing: Promise<void> | null = null;
  private compacting: Promise<void> | null = null;
  private stopped = false;

  private constructor(
    private readonly log: YjsUpdateLog,
    private readonly name: string,
    private readonly worker: DocumentWorker,
    private rows: number,
    private readonly options: PersistedUpdatesOptions,
  ) {}

  static async open(log: YjsUpdateLog, name: string, worker: DocumentWorker, options: PersistedUpdatesOptions): Promise<PersistedUpdates> {
    const { rows } = await log.size(name);
    return new PersistedUpdates(log, name, worker, rows, options);
  }

  append(update: Uint8Array): void {
    if (this.stopped) return;
    this.pending.push(update);
    this.writing ??= new Promise((resolve) => setTimeout(resolve, GROUP_COMMIT_MS)).then(() => this.drain());
  }

  /** Resolves once everything appended so far is stored. */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** The stored document, everything appended so far included: what an editor with `stateVector` lacks. */
  async stateFor(stateVector: Uint8Array): Promise<DocumentState> {
    await this.flushed();
    const state = await this.worker.stateOf((await this.log.load(this.name)).updates, stateVector);
    if (state.skipped) this.options.onError(new Error(`${state.skipped} stored updates of ${this.name} could not be applied`));
    return state;
  }

  /** Stores what is pending, then (unless told not to) merges the log into one row; accepts nothing more. */
  async stop(options: { compact: boolean } = { compact: true }): Promise<void> {
    this.stopped = true;
    await this.compacting;
    await this.flushed();
    if (!options.compact || this.rows <= 1) return;
    const merged = await this.merge();
    if (merged) await this.replace(merged);
  }

  /** Drops what is not yet stored and accepts nothing more: the document was restarted by another process. */
  discard(): void {
    this.stopped = true;
    this.pending = [];
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0 || this.merged) {
        if (this.merged) {
          const merged = this.merged;
          this.merged = null;
          await this.replace(merged);
          merged.stored();
          continue;
        }
        const batch = this.pending;
        this.pending = [];
        try {
          await this.log.append(this.name, batch);
          this.rows++;
        } catch (error) {
          this.pending = [...batch, ...this.pending];
          this.options.onError(error);
          await new Promise((resolve) => setTimeout(resolve, RETRY_WRITE_MS));
          continue;
        }
        this.options.onStored?.(batch);
        if (this.rows >= this.options.compactAfter) this.compactInBackground();
      }
    } finally {
      this.writing = null;
    }
  }

  /** One merge at a time, from reading the rows to swapping them; rows that landed meanwhile may make the next one due. */
  private compactInBackground(): void {
    this.compacting ??= (async () => {
      const merged = await this.merge();
      if (!merged || this.stopped) return;
      await new Promise<void>((stored) => {
        this.merged = { ...merged, stored };
        this.writing ??= this.drain();
      });
    })().finally(() => {
      this.compacting = null;
      if (!this.stopped && this.rows >= this.options.compactAfter) this.compactInBackground();
    });
  }

  /** The stored rows as one garbage-collected update, computed by the worker; null when there is nothing to merge. */
  private async merge(): Promise<Merged | null> {
    try {
      const stored = await this.log.load(this.name);
      if (stored.seqs.length <= 1) return null;
      const { update } = await this.worker.stateOf(stored.updates);
      return { seqs: stored.seqs, update };
    } catch (error) {
      this.options.onError(error);
      return null;
    }
  }

  /** Another process may have merged or restarted the log since it was read: then it is left as that process left it. */
  private async replace({ seqs, update }: Merged): Promise<void> {
    try {
      if ((await this.log.replace(this.name, seqs, update)) !== null) this.rows -= seqs.length - 1;
      else this.rows = (await this.log.size(this.name)).rows;
    } catch (error) {
      this.options.onError(error);
    }
  }
}
