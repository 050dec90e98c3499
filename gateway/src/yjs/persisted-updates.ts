import type { YjsUpdateLog } from '@covers/services/floor';
import * as Y from 'yjs';

/** Rows a document's log may reach before it is merged into one (the y-leveldb / y-postgresql practice). */
export const DEFAULT_COMPACT_AFTER = 300;

/**
 * Writes one document's updates to its log in arrival order, one write at a time. Updates that arrive
 * while a write is in flight are merged into the next row, so a burst costs a few INSERTs, not one per
 * update. Past `compactAfter` rows the rows this process wrote or loaded are replaced, in one
 * transaction, by the document's whole state: the in-memory document holds every one of them, and its
 * garbage-collected encoding drops overwritten values that a plain merge of the rows would keep.
 */
export class PersistedUpdates {
  private pending: Uint8Array[] = [];
  private writing: Promise<void> | null = null;
  private stopped = false;

  private constructor(
    private readonly log: YjsUpdateLog,
    private readonly name: string,
    private readonly doc: Y.Doc,
    private seqs: number[],
    private readonly compactAfter: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Loads the stored log into `doc` (origin `origin`, so it is not written back) and starts persisting. */
  static async open(log: YjsUpdateLog, name: string, doc: Y.Doc, origin: unknown, options: { compactAfter: number; onError: (error: unknown) => void }): Promise<PersistedUpdates> {
    const stored = await log.load(name);
    if (stored.updates.length > 0) Y.applyUpdate(doc, stored.updates.length === 1 ? stored.updates[0] : Y.mergeUpdates(stored.updates), origin);
    return new PersistedUpdates(log, name, doc, stored.seqs, options.compactAfter, options.onError);
  }

  get rows(): number {
    return this.seqs.length;
  }

  append(update: Uint8Array): void {
    if (this.stopped) return;
    this.pending.push(update);
    this.writing ??= this.drain();
  }

  /** Resolves once everything appended so far is stored. */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** Stores what is pending, then accepts nothing more (the document was restarted or deleted). */
  async stop(): Promise<void> {
    await this.flushed();
    this.stopped = true;
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending;
        this.pending = [];
        const update = batch.length === 1 ? batch[0] : Y.mergeUpdates(batch);
        try {
          this.seqs.push(await this.log.append(this.name, update));
        } catch (error) {
          this.pending = [update, ...this.pending];
          this.onError(error);
          await new Promise((resolve) => setTimeout(resolve, 1000));
          continue;
        }
        if (this.seqs.length >= this.compactAfter) await this.compact();
      }
    } finally {
      this.writing = null;
    }
  }

  private async compact(): Promise<void> {
    try {
      const seq = await this.log.replace(this.name, this.seqs, Y.encodeStateAsUpdate(this.doc));
      this.seqs = [seq];
    } catch (error) {
      this.onError(error);
    }
  }
}
