import type { YjsUpdateLog } from '@covers/services/floor';
import * as Y from 'yjs';

/** Rows a document's log may reach before it is merged into one (the y-leveldb / y-postgresql practice). */
export const DEFAULT_COMPACT_AFTER = 300;

/**
 * Writes one document's updates to its log in arrival order, one write at a time. Updates that arrive
 * while a write is in flight go into the next row together, so a burst costs a few INSERTs, not one per
 * update, and nothing is merged on the hot path. Past `compactAfter` rows, and when the document is
 * unloaded, the rows this process wrote or loaded are replaced in one transaction by the document's
 * whole state: the in-memory document holds every one of them, and its garbage-collected encoding drops
 * the overwritten values that merging the rows (Y.mergeUpdates) would keep.
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

  /** Loads the stored log into `doc`; what the document does next is for append() to store. */
  static async open(log: YjsUpdateLog, name: string, doc: Y.Doc, options: { compactAfter: number; onError: (error: unknown) => void }): Promise<PersistedUpdates> {
    const stored = await log.load(name);
    if (stored.updates.length > 0) Y.applyUpdate(doc, stored.updates.length === 1 ? stored.updates[0] : Y.mergeUpdates(stored.updates));
    return new PersistedUpdates(log, name, doc, stored.seqs, options.compactAfter, options.onError);
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

  /** Stores what is pending, as one row unless the log is about to be replaced; then accepts nothing more. */
  async stop(options: { compact: boolean } = { compact: true }): Promise<void> {
    await this.flushed();
    this.stopped = true;
    if (options.compact && this.seqs.length > 1) await this.compact();
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending;
        this.pending = [];
        try {
          this.seqs.push(await this.log.append(this.name, batch));
        } catch (error) {
          this.pending = [...batch, ...this.pending];
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
