import type { DataSource, EntityManager } from 'typeorm';
import { ConcurrencyError } from './concurrency-error';
import type { DomainEvent, EventMetadata, ExpectedVersion, RecordedEvent } from './event.types';
import type { Projection } from './projection';

interface EventRow {
  position: string;
  stream_id: string;
  stream_version: number;
  rid: number | null;
  type: string;
  data: object;
  metadata: EventMetadata;
  recorded_at: Date | string;
}

export interface AppendOptions {
  /** The outlet the events belong to; pushed to that outlet's room. null for group-level streams. */
  rid: number | null;
  metadata: EventMetadata;
}

export interface AppendResult {
  nextExpectedVersion: number;
  events: RecordedEvent[];
}

const UNIQUE_VIOLATION = '23505';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    rid: row.rid,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at.toISOString() : row.recorded_at,
  };
}

/** The topic an event is relayed to: the stream's category, the part of its id before the first '-'. */
export function topicOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return `covers.${dash === -1 ? streamId : streamId.slice(0, dash)}`;
}

/**
 * Append-only event store on PostgreSQL. One append = one transaction: the stream's version check, the
 * events, the inline projections and the outbox rows commit together or not at all.
 */
export class EventStore {
  private readonly listeners = new Set<(events: RecordedEvent[]) => void>();

  constructor(
    readonly dataSource: DataSource,
    private readonly inlineProjections: readonly Projection[] = [],
  ) {}

  get projections(): readonly Projection[] {
    return this.inlineProjections;
  }

  /** Called after each commit in this process; followers use it as a wake-up, never as the source of truth. */
  onAppended(listener: (events: RecordedEvent[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async append(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly DomainEvent[],
    options: AppendOptions,
    /** Extra writes that must commit with the events (rare: e.g. a uniqueness claim). */
    within?: (manager: EntityManager, recorded: RecordedEvent[]) => Promise<void>,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    let recorded: RecordedEvent[];
    try {
      recorded = await this.dataSource.transaction(async (manager) => {
        const version = await this.claimVersions(manager, streamId, expectedVersion, events.length);
        const rows = await this.insertEvents(manager, streamId, version - events.length, events, options);
        for (const event of rows) {
          for (const projection of this.inlineProjections) {
            if (projection.handles.includes(event.type)) await projection.apply(manager, event);
          }
        }
        await this.insertOutbox(manager, rows);
        if (within) await within(manager, rows);
        return rows;
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION && String((error as { constraint?: string }).constraint).startsWith('events_')) {
        throw new ConcurrencyError(streamId, expectedVersion);
      }
      throw error;
    }
    for (const listener of this.listeners) listener(recorded);
    return { nextExpectedVersion: recorded[recorded.length - 1].streamVersion, events: recorded };
  }

  async readStream(streamId: string, manager: EntityManager = this.dataSource.manager): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await manager.query(
      `SELECT position, stream_id, stream_version, rid, type, data, metadata, recorded_at
         FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    return rows.map(toRecordedEvent);
  }

  /**
   * Events after `position`, in order, never past a transaction that may still commit below them:
   * sequence values are taken at insert time but become visible at commit, so a reader that followed
   * `position` alone could step over an event that commits a moment later. Only rows whose writing
   * transaction is older than every transaction still running are returned.
   */
  async readAll(after: number, options: { limit?: number; rids?: readonly number[] } = {}): Promise<RecordedEvent[]> {
    const params: unknown[] = [after, options.limit ?? 1000];
    let filter = '';
    if (options.rids) {
      params.push(options.rids);
      filter = 'AND rid = ANY($3::int[])';
    }
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT position, stream_id, stream_version, rid, type, data, metadata, recorded_at
         FROM events
        WHERE position > $1
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
          ${filter}
        ORDER BY position
        LIMIT $2`,
      params,
    );
    return rows.map(toRecordedEvent);
  }

  private async claimVersions(manager: EntityManager, streamId: string, expected: ExpectedVersion, count: number): Promise<number> {
    let rows: { version: number }[];
    if (expected === 'any') {
      rows = await manager.query(
        `INSERT INTO streams (stream_id, version) VALUES ($1, $2)
         ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + $2, updated_at = now()
         RETURNING version`,
        [streamId, count],
      );
    } else if (expected === 0) {
      rows = await manager.query(
        `INSERT INTO streams (stream_id, version) VALUES ($1, $2) ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
        [streamId, count],
      );
    } else {
      const result = await manager.query(
        `UPDATE streams SET version = version + $3, updated_at = now()
          WHERE stream_id = $1 AND version = $2 RETURNING version`,
        [streamId, expected, count],
      );
      rows = result[0];
    }
    if (rows.length === 0) throw new ConcurrencyError(streamId, expected);
    return rows[0].version;
  }

  private async insertEvents(
    manager: EntityManager,
    streamId: string,
    fromVersion: number,
    events: readonly DomainEvent[],
    options: AppendOptions,
  ): Promise<RecordedEvent[]> {
    const values: string[] = [];
    const params: unknown[] = [streamId, options.rid, JSON.stringify(options.metadata)];
    events.forEach((event, i) => {
      params.push(fromVersion + i + 1, event.type, JSON.stringify(event.data));
      const p = params.length;
      values.push(`($1, $${p - 2}, $2, $${p - 1}, $${p}::jsonb, $3::jsonb)`);
    });
    const rows: EventRow[] = await manager.query(
      `INSERT INTO events (stream_id, stream_version, rid, type, data, metadata)
       VALUES ${values.join(', ')}
       RETURNING position, stream_id, stream_version, rid, type, data, metadata, recorded_at`,
      params,
    );
    return rows.map(toRecordedEvent);
  }

  private async insertOutbox(manager: EntityManager, events: RecordedEvent[]): Promise<void> {
    const params: unknown[] = [];
    const values = events.map((event) => {
      params.push(event.position, topicOf(event.streamId), event.streamId, JSON.stringify(event));
      const p = params.length;
      return `($${p - 3}, $${p - 2}, $${p - 1}, $${p}::jsonb)`;
    });
    await manager.query(`INSERT INTO outbox (position, topic, message_key, payload) VALUES ${values.join(', ')}`, params);
  }
}
