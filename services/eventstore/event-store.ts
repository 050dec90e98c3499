import { setTimeout as delay } from 'node:timers/promises';
import type { DataSource, EntityManager } from 'typeorm';
import { ConcurrencyError } from './concurrency-error';
import type { DomainEvent, EventMetadata, ExpectedVersion, RecordedEvent } from './event.types';
import { FoldCache, type Folding } from './fold-cache';
import { PreparedStatements } from './prepared-statements';
import type { Projection } from './projection';
import { StreamQueue } from './stream-queue';

export interface EventRow {
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

/** One stream's part of an `appendMany`. */
export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: readonly DomainEvent[];
  /** The outlet the events belong to; null for group-level streams. */
  rid: number | null;
}

/**
 * A decision's transaction, holding the write lock of the streams it was opened for: it reads them, appends to
 * them (and to other streams, e.g. a new diner's), and everything commits together or not at all.
 */
export interface StreamTransaction {
  readonly manager: EntityManager;
  readStream(streamId: string, afterVersion?: number): Promise<RecordedEvent[]>;
  /** The stream folded as stored now, caught up from this process's fold of it (`FoldCache`); the state is the caller's. */
  readFolded<State>(streamId: string, folding: Folding<State>): Promise<{ state: State; version: number }>;
  append(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly DomainEvent[],
    options: AppendOptions,
  ): Promise<RecordedEvent[]>;
}

export interface AppendResult {
  nextExpectedVersion: number;
  events: RecordedEvent[];
}

/** Event types, and the keys of their data that hold a batch (an import's), for readers that leave it out. */
export interface BatchesLeftOut {
  types: readonly string[];
  keys: readonly string[];
}

export interface ReadAllOptions {
  limit?: number;
  /** Only events of these outlets (the horizon still covers every outlet). */
  rids?: readonly number[];
  /** Not events of these types (the horizon and a full page's end still count them). */
  skipTypes?: readonly string[];
  /** Only events of these types (the same). */
  types?: readonly string[];
  /** A position already known to be final (a follower's own): read up to it without waiting for a horizon. */
  upTo?: number;
  /** Events of these types come without these keys of their data: batches (imports) their reader does not need. */
  batchesLeftOut?: BatchesLeftOut;
}

const UNIQUE_VIOLATION = '23505';
/**
 * How often `readHorizon` looks again while transactions are in flight: at once for the usual short ones,
 * backing off to IN_FLIGHT_POLL_MAX_MS so a long one (an import) is not met with a query every millisecond
 * by every follower, taking CPU from the very transaction they wait for.
 */
const IN_FLIGHT_POLL_MS = 1;
const IN_FLIGHT_POLL_MAX_MS = 16;

/**
 * Whether every transaction that took its id before $1 (M, see `readHorizon`) has ended: none is left anywhere on
 * the server, or none in this database, when this session may see every session of it (all its roles' or the
 * statistics reader's; the embedded PGlite lists no sessions, so there the first test decides alone). A
 * transaction id is compared by age, which wraps with the 32-bit ids `pg_stat_activity` shows.
 */
const FINAL_UP_TO_M = `
  WITH here AS (
    SELECT pid, usesysid, backend_xid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'
  )
  SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8
      OR (EXISTS (SELECT 1 FROM here WHERE pid = pg_backend_pid())
          AND NOT EXISTS (
            SELECT 1 FROM here
             WHERE NOT (pg_has_role(usesysid, 'USAGE') OR pg_has_role('pg_read_all_stats', 'USAGE'))
                OR age(backend_xid) >= age(($1::xid8::text::numeric % 4294967296)::text::xid))) AS done`;

/** A version clash surfacing as the events table's unique key is the same ConcurrencyError. */
function asConcurrencyError(error: unknown, streamId: string, expected: ExpectedVersion): unknown {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && String(constraint).startsWith('events_') ? new ConcurrencyError(streamId, expected) : error;
}

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

const byPosition = (a: RecordedEvent, b: RecordedEvent) => a.position - b.position;

/** What an append reads back of each event: what the database gave it. The rest is what was sent. */
type StoredPlace = Pick<EventRow, 'position' | 'stream_version' | 'recorded_at'>;

/** jsonb's order of an object's keys: shorter first (in bytes), then bytewise. */
const jsonbKeyOrder = (a: Buffer, b: Buffer) => a.length - b.length || Buffer.compare(a, b);

/** Objects' keys in jsonb's order, by their keys as given: an import's thousands of bookings share a few shapes. */
const jsonbKeyOrders = new Map<string, string[]>();
const MAX_KEY_ORDERS = 1000;

function jsonbKeysOf(object: object): string[] {
  const keys = Object.keys(object);
  const shape = keys.join('\0');
  let order = jsonbKeyOrders.get(shape);
  if (!order) {
    order = keys
      .map((key) => Buffer.from(key))
      .sort(jsonbKeyOrder)
      .map((key) => key.toString());
    if (jsonbKeyOrders.size < MAX_KEY_ORDERS) jsonbKeyOrders.set(shape, order);
  }
  return order;
}

/** Parsed JSON with every object's keys in jsonb's order: the value exactly as a read of the stored row gives it. */
function asStored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asStored);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const name of jsonbKeysOf(object)) sorted[name] = asStored(object[name]);
  return sorted;
}

/**
 * An event just appended: its place from the database, the rest as sent. Its data is parsed from the JSON text
 * sent, on first use, as the stored row would give it: an import's batch (hundreds of kilobytes) is applied by
 * its projection from the stored row and is never needed here, so it does not cross the wire twice.
 */
function toAppendedEvent(row: StoredPlace, streamId: string, type: string, dataText: string, options: AppendOptions): RecordedEvent {
  let data: object | undefined;
  return {
    ...toRecordedEvent({ ...row, stream_id: streamId, rid: options.rid, type, data: {}, metadata: options.metadata }),
    get data() {
      return (data ??= asStored(JSON.parse(dataText)) as object);
    },
  };
}

/**
 * The recorded event as JSON (the shape of `RecordedEvent`), built from an `events` row: what the outbox relay
 * publishes, the outbox row holding only the event's position.
 */
export const recordedEventJson = (e: string) =>
  `jsonb_build_object('position', ${e}.position, 'streamId', ${e}.stream_id, 'streamVersion', ${e}.stream_version, 'rid', ${e}.rid,
     'type', ${e}.type, 'data', ${e}.data, 'metadata', ${e}.metadata,
     'recordedAt', to_char(${e}.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

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
  private readonly prepared: PreparedStatements;
  private readonly writers = new StreamQueue();
  /** The streams this process folded, kept for their next decision. */
  readonly folds = new FoldCache();

  constructor(
    readonly dataSource: DataSource,
    private readonly inlineProjections: readonly Projection[] = [],
  ) {
    this.prepared = new PreparedStatements(dataSource);
  }

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
    const projected = events.some((event) => this.inlineProjections.some((p) => p.handles.includes(event.type)));
    let recorded: RecordedEvent[];
    try {
      if (!projected && !within) {
        // Nothing else to write: the one statement is its own transaction, a single round trip.
        recorded = await this.writeEvents(undefined, streamId, expectedVersion, events, options);
      } else {
        recorded = await this.dataSource.transaction(async (manager) => {
          const rows = await this.writeAndProject(manager, streamId, expectedVersion, events, options);
          if (within) await within(manager, rows);
          return rows;
        });
      }
    } catch (error) {
      throw asConcurrencyError(error, streamId, expectedVersion);
    }
    for (const listener of this.listeners) listener(recorded);
    return { nextExpectedVersion: recorded[recorded.length - 1].streamVersion, events: recorded };
  }

  /**
   * Several streams, each at its expected version, in ONE transaction: every stream's events, inline
   * projections and outbox rows commit together or none do. A ConcurrencyError names the stream that
   * moved on. Streams are written in id order, so two such transactions over the same streams queue
   * behind each other instead of deadlocking. The events of all streams are written first, then each inline
   * projection applies them together (`applyAll` where it has one). Results come back in the order of `appends`.
   * `before` writes first, in the same transaction, what must commit or roll back with the events (an import's new
   * diners, with their bookings).
   */
  async appendMany(
    appends: readonly StreamAppend[],
    metadata: EventMetadata,
    before?: (manager: EntityManager) => Promise<void>,
  ): Promise<AppendResult[]> {
    const ordered = appends
      .filter((a) => a.events.length > 0)
      .sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
    if (ordered.length === 0)
      return appends.map((a) => ({ nextExpectedVersion: typeof a.expectedVersion === 'number' ? a.expectedVersion : 0, events: [] }));
    if (new Set(ordered.map((a) => a.streamId)).size !== ordered.length) throw new Error('appendMany takes each stream once');
    let current = ordered[0];
    let written: Map<string, RecordedEvent[]>;
    try {
      written = await this.dataSource.transaction(async (manager) => {
        const rows = new Map<string, RecordedEvent[]>();
        await before?.(manager);
        for (const append of ordered) {
          current = append;
          rows.set(
            append.streamId,
            await this.writeEvents(manager, append.streamId, append.expectedVersion, append.events, { rid: append.rid, metadata }),
          );
        }
        await this.projectAll(manager, [...rows.values()].flat().sort(byPosition));
        return rows;
      });
    } catch (error) {
      throw asConcurrencyError(error, current.streamId, current.expectedVersion);
    }
    const all = [...written.values()].flat().sort(byPosition);
    for (const listener of this.listeners) listener(all);
    return appends.map((a) => {
      const events = written.get(a.streamId) ?? [];
      return { nextExpectedVersion: events.length > 0 ? events[events.length - 1].streamVersion : Number(a.expectedVersion) || 0, events };
    });
  }

  /**
   * Runs `work` in one transaction that holds the write lock of `streamIds`: writers of a stream queue here (in
   * this process) and on `pg_advisory_xact_lock` (across processes) instead of clashing, so a decision read and
   * taken inside it is not overtaken by another locked decision. The appends' version checks stay the safety
   * net against writers that take no lock (a plain `append`, `appendMany`): a stale one is a ConcurrencyError.
   * Nothing inside `work` may use another pooled connection (PGlite runs one transaction at a time).
   */
  async withStreamsLocked<T>(streamIds: readonly string[], work: (tx: StreamTransaction) => Promise<T>): Promise<T> {
    const locked = [...new Set(streamIds)].sort();
    return this.writers.run(locked, async () => {
      const recorded: RecordedEvent[] = [];
      /** Streams this transaction wrote to: its reads of them see writes that may yet roll back, so none is kept. */
      const appendedTo = new Set<string>();
      let current: { streamId: string; expected: ExpectedVersion } | undefined;
      let result: T;
      try {
        result = await this.dataSource.transaction(async (manager) => {
          await manager.query(
            `SELECT pg_advisory_xact_lock(hashtextextended(s, 0)) FROM unnest($1::text[]) WITH ORDINALITY AS u(s, n) ORDER BY n`,
            [locked],
          );
          return work({
            manager,
            readStream: (streamId, afterVersion = 0) => this.readStream(streamId, manager, afterVersion),
            readFolded: (streamId, folding) =>
              this.folds.read(
                streamId,
                folding,
                (afterVersion) => this.readStream(streamId, manager, afterVersion),
                !appendedTo.has(streamId),
              ),
            append: async (streamId, expected, events, options) => {
              if (events.length === 0) throw new Error('append needs at least one event');
              current = { streamId, expected };
              appendedTo.add(streamId);
              const rows = await this.writeAndProject(manager, streamId, expected, events, options);
              recorded.push(...rows);
              return rows;
            },
          });
        });
      } catch (error) {
        const thrown = current ? asConcurrencyError(error, current.streamId, current.expected) : error;
        // A clash means a stream moved on past a fold of it: its next decision folds it whole.
        if (thrown instanceof ConcurrencyError) for (const streamId of [...locked, thrown.streamId]) this.folds.forget(streamId);
        throw thrown;
      }
      if (recorded.length > 0) for (const listener of this.listeners) listener(recorded);
      return result;
    });
  }

  /**
   * Appends in a transaction the caller already holds: a subscriber's, whose decision commits with its checkpoint (the
   * subscription handles one batch at a time, in order, so it needs no stream lock). This process's listeners are not
   * told: followers find the events when they next read the log.
   */
  async appendWithin(
    manager: EntityManager,
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly DomainEvent[],
    options: AppendOptions,
  ): Promise<RecordedEvent[]> {
    try {
      return await this.writeAndProject(manager, streamId, expectedVersion, events, options);
    } catch (error) {
      throw asConcurrencyError(error, streamId, expectedVersion);
    }
  }

  private async writeAndProject(
    manager: EntityManager,
    streamId: string,
    expected: ExpectedVersion,
    events: readonly DomainEvent[],
    options: AppendOptions,
  ): Promise<RecordedEvent[]> {
    const rows = await this.writeEvents(manager, streamId, expected, events, options);
    for (const event of rows) {
      for (const projection of this.inlineProjections) {
        if (projection.handles.includes(event.type)) await projection.apply(manager, event);
      }
    }
    return rows;
  }

  /** Events of several streams, in position order, through each inline projection in turn: set-based where it can. */
  private async projectAll(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
    for (const projection of this.inlineProjections) {
      const handled = events.filter((event) => projection.handles.includes(event.type));
      if (handled.length === 0) continue;
      if (projection.applyAll) await projection.applyAll(manager, handled);
      else for (const event of handled) await projection.apply(manager, event);
    }
  }

  /** The stream's version as committed (0 for a stream not written yet): what a reader caches its folds by. */
  async streamVersion(streamId: string): Promise<number> {
    const [row] = await this.prepared.query<{ version: number }>(
      undefined,
      'covers_stream_version',
      `SELECT version FROM streams WHERE stream_id = $1`,
      [streamId],
    );
    return row?.version ?? 0;
  }

  /** The stream's events in order; after `afterVersion` only, for a reader that has folded the ones before. */
  async readStream(streamId: string, manager?: EntityManager, afterVersion = 0): Promise<RecordedEvent[]> {
    const rows = await this.prepared.query<EventRow>(
      manager,
      'covers_read_stream',
      `SELECT position, stream_id, stream_version, rid, type, data, metadata, recorded_at
         FROM events WHERE stream_id = $1 AND stream_version > $2 ORDER BY stream_version`,
      [streamId, afterVersion],
    );
    return rows.map(toRecordedEvent);
  }

  /** Several streams' events at once, by stream id (a stream not written yet has none): one query for a batch of readers. */
  async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const streams = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT position, stream_id, stream_version, rid, type, data, metadata, recorded_at
         FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_version`,
      [[...streams.keys()]],
    );
    for (const row of rows) streams.get(row.stream_id)!.push(toRecordedEvent(row));
    return streams;
  }

  /**
   * Events after `after`, in position order, never past an event that may still be followed by a lower
   * position: positions come from a sequence when a row is inserted but become visible at commit, so a
   * reader that followed `position` alone would step over an event committing a moment later. See
   * `readHorizon`. Waits for the transactions in flight when it is called (normally a few milliseconds).
   */
  async readAll(after: number, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return (await this.readAllBatch(after, options)).events;
  }

  /**
   * One page of `readAll` with the position a follower may advance to: the last event's position when the
   * page is full, otherwise the horizon (gaps below it are positions of rolled-back appends).
   */
  async readAllBatch(after: number, options: ReadAllOptions = {}): Promise<{ events: RecordedEvent[]; upTo: number }> {
    const horizon = options.upTo ?? (await this.readHorizon(after));
    if (horizon <= after) return { events: [], upTo: after };
    const limit = options.limit ?? 1000;
    const params: unknown[] = [after, horizon, limit];
    let filter = '';
    if (options.rids) {
      params.push(options.rids);
      filter += ` AND rid = ANY($${params.length}::int[])`;
    }
    if (options.skipTypes?.length) {
      params.push(options.skipTypes);
      filter += ` AND type <> ALL($${params.length}::text[])`;
    }
    if (options.types) {
      params.push(options.types);
      filter += ` AND type = ANY($${params.length}::text[])`;
    }
    let data = 'data';
    if (options.batchesLeftOut?.types.length) {
      params.push(options.batchesLeftOut.types, options.batchesLeftOut.keys);
      data = `CASE WHEN type = ANY($${params.length - 1}::text[]) THEN data - $${params.length}::text[] ELSE data END AS data`;
    }
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT position, stream_id, stream_version, rid, type, ${data}, metadata, recorded_at
         FROM events
        WHERE position > $1 AND position <= $2${filter}
        ORDER BY position
        LIMIT $3`,
      params,
    );
    const events = rows.map(toRecordedEvent);
    return { events, upTo: events.length === limit ? events[events.length - 1].position : horizon };
  }

  /** The last position handed out, committed or not. */
  async lastAllocatedPosition(): Promise<number> {
    const [{ last }] = await this.dataSource.query(
      `SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS last FROM events_position_seq`,
    );
    return Number(last);
  }

  /**
   * The highest position at or below which every event is final: committed, or never to exist.
   *
   * Ordering by transaction id alone is not enough: a transaction may take its id before another and its
   * positions after it. So: read the last position handed out (L), then take a fresh transaction id (M).
   * Every transaction holding a position <= L took its id before L was read (append writes the `streams`
   * row before inserting events), so its id is below M. Once the oldest running transaction is newer than
   * M, everything up to L is final. That wait covers only transactions already in flight, so a steady
   * stream of new appends never holds a reader back. (A snapshot's xmax cannot serve as M: it is the last
   * completed id + 1, and running transactions above it are not listed.)
   *
   * Only transactions of this database can hold positions, so `FINAL_UP_TO_M` passes one of another database
   * on the same server (an import or a report rebuild elsewhere) by: a snapshot's xmin spans the whole server.
   */
  async readHorizon(knownUpTo = -1): Promise<number> {
    const last = await this.lastAllocatedPosition();
    // Nothing handed out past what the caller has: no need to wait (nor to spend a transaction id).
    if (last <= knownUpTo) return last;
    const [{ xid }] = await this.dataSource.query(`SELECT pg_current_xact_id()::text AS xid`);
    for (let wait = IN_FLIGHT_POLL_MS; ; wait = Math.min(wait * 2, IN_FLIGHT_POLL_MAX_MS)) {
      const [{ done }] = await this.dataSource.query(FINAL_UP_TO_M, [xid]);
      if (done) return last;
      await delay(wait);
    }
  }

  /**
   * Claims the versions, inserts the events and their outbox rows (each the event's position: the relay reads
   * the event itself, so its data is stored once) in one statement. The `streams` write
   * comes first (the events are selected from its result), so the transaction holds its id before it
   * takes any position: `readHorizon` relies on that.
   */
  private async writeEvents(
    manager: EntityManager | undefined,
    streamId: string,
    expected: ExpectedVersion,
    events: readonly DomainEvent[],
    options: AppendOptions,
  ): Promise<RecordedEvent[]> {
    const dataTexts = events.map((e) => JSON.stringify(e.data));
    const params: unknown[] = [
      streamId,
      events.length,
      options.rid,
      JSON.stringify(options.metadata),
      events.map((e) => e.type),
      // One JSON array rather than a jsonb[]: pg escapes every quote of an array element, a cost that grows with big events.
      `[${dataTexts.join(',')}]`,
      topicOf(streamId),
    ];
    let claim: string;
    let variant: string;
    if (expected === 'any') {
      variant = 'any';
      claim = `INSERT INTO streams (stream_id, version) VALUES ($1, $2)
               ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + $2, updated_at = now() RETURNING version`;
    } else if (expected === 0) {
      variant = 'new';
      claim = `INSERT INTO streams (stream_id, version) VALUES ($1, $2) ON CONFLICT (stream_id) DO NOTHING RETURNING version`;
    } else {
      params.push(expected);
      variant = 'at';
      claim = `UPDATE streams SET version = version + $2, updated_at = now() WHERE stream_id = $1 AND version = $8 RETURNING version`;
    }
    const rows = await this.prepared.query<StoredPlace>(
      manager,
      `covers_append_${variant}`,
      `WITH claim AS (${claim}),
       inserted AS (
         INSERT INTO events (stream_id, stream_version, rid, type, data, metadata)
         SELECT $1, claim.version - $2 + e.ord, $3::int, e.type, e.data, $4::jsonb
           FROM claim, ROWS FROM (unnest($5::text[]), jsonb_array_elements($6::jsonb)) WITH ORDINALITY AS e(type, data, ord)
         RETURNING position, stream_version, recorded_at
       ),
       outboxed AS (INSERT INTO outbox (position, topic, message_key) SELECT position, $7, $1 FROM inserted)
       SELECT position, stream_version, recorded_at FROM inserted ORDER BY stream_version`,
      params,
    );
    if (rows.length === 0) throw new ConcurrencyError(streamId, expected);
    // The metadata as stored: JSON leaves out what is undefined.
    const stored = { rid: options.rid, metadata: JSON.parse(params[3] as string) as EventMetadata };
    return rows.map((row, i) => toAppendedEvent(row, streamId, events[i].type, dataTexts[i], stored));
  }
}
