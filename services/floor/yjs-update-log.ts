import type { DataSource } from 'typeorm';

export interface StoredUpdates {
  seqs: number[];
  /** Every stored update, in the order they were appended. */
  updates: Uint8Array[];
}

/**
 * A row holds one or more updates in arrival order, each as a 4-byte big-endian length and its bytes:
 * a burst is written as one row without the cost of merging it.
 */
export function frameUpdates(updates: readonly Uint8Array[]): Buffer {
  const out = Buffer.allocUnsafe(updates.reduce((size, u) => size + 4 + u.byteLength, 0));
  let offset = 0;
  for (const update of updates) {
    out.writeUInt32BE(update.byteLength, offset);
    out.set(update, offset + 4);
    offset += 4 + update.byteLength;
  }
  return out;
}

export function unframeUpdates(row: Buffer): Uint8Array[] {
  const updates: Uint8Array[] = [];
  for (let offset = 0; offset < row.byteLength;) {
    const length = row.readUInt32BE(offset);
    updates.push(new Uint8Array(row.buffer, row.byteOffset + offset + 4, length));
    offset += 4 + length;
  }
  return updates;
}

/**
 * The append-only log of one Yjs document's updates in `yjs_updates` (the y-leveldb / y-postgresql
 * layout): appended as updates arrive, replaced by one merged update when it grows long.
 */
export class YjsUpdateLog {
  constructor(private readonly dataSource: DataSource) {}

  async load(docName: string): Promise<StoredUpdates> {
    const rows: { seq: string; update: Buffer }[] = await this.dataSource.query(
      `SELECT seq, update FROM yjs_updates WHERE doc_name = $1 ORDER BY seq`,
      [docName],
    );
    return { seqs: rows.map((r) => Number(r.seq)), updates: rows.flatMap((r) => unframeUpdates(r.update)) };
  }

  /** One row for updates that arrived together. */
  async append(docName: string, updates: readonly Uint8Array[]): Promise<number> {
    const rows: { seq: string }[] = await this.dataSource.query(
      `INSERT INTO yjs_updates (doc_name, update) VALUES ($1, $2) RETURNING seq`,
      [docName, frameUpdates(updates)],
    );
    return Number(rows[0].seq);
  }

  /**
   * Swaps the given rows for one update holding all of them, in one transaction. Rows not named are kept.
   * If any of them is gone (another gateway process merged or restarted the log meanwhile), nothing changes
   * and the answer is null.
   */
  async replace(docName: string, seqs: readonly number[], merged: Uint8Array): Promise<number | null> {
    const unchanged = new Error('rows already replaced');
    try {
      return await this.dataSource.transaction(async (manager) => {
        // TypeORM answers a DELETE with [rows, affected count].
        const [, deleted]: [unknown[], number] = await manager.query(
          `DELETE FROM yjs_updates WHERE doc_name = $1 AND seq = ANY($2::bigint[])`,
          [docName, seqs],
        );
        if (deleted !== seqs.length) throw unchanged;
        const rows: { seq: string }[] = await manager.query(`INSERT INTO yjs_updates (doc_name, update) VALUES ($1, $2) RETURNING seq`, [
          docName,
          frameUpdates([merged]),
        ]);
        return Number(rows[0].seq);
      });
    } catch (error) {
      if (error === unchanged) return null;
      throw error;
    }
  }

  /** Drops the whole history and starts it again from one update (a plan was published). */
  async restart(docName: string, update: Uint8Array): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM yjs_updates WHERE doc_name = $1`, [docName]);
      const rows: { seq: string }[] = await manager.query(`INSERT INTO yjs_updates (doc_name, update) VALUES ($1, $2) RETURNING seq`, [
        docName,
        frameUpdates([update]),
      ]);
      return Number(rows[0].seq);
    });
  }

  async remove(docName: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM yjs_updates WHERE doc_name = $1`, [docName]);
  }

  async size(docName: string): Promise<{ rows: number; bytes: number }> {
    const [row]: { rows: string; bytes: string | null }[] = await this.dataSource.query(
      `SELECT count(*) AS rows, sum(octet_length(update)) AS bytes FROM yjs_updates WHERE doc_name = $1`,
      [docName],
    );
    return { rows: Number(row.rows), bytes: Number(row.bytes ?? 0) };
  }
}
