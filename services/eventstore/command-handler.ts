import { ConcurrencyError } from './concurrency-error';
import type { DomainEvent, EventMetadata, RecordedEvent } from './event.types';
import type { EventStore, StreamTransaction } from './event-store';
import type { Folding } from './fold-cache';

/** A command as every decider takes it: its name and its data. `Commands` maps each name of a context's commands to its data. */
export type Command<Commands, T extends keyof Commands = keyof Commands> = { [K in T]: { type: K; data: Commands[K] } }[T];

/** decide(command, state) -> events (or a thrown DomainError); evolve(state, event) -> state. */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  decide(command: Command, state: State, metadata: EventMetadata): Event[];
  evolve(state: State, event: Event): State;
  /** How the stream's state is kept folded between decisions; without it the stream is read and folded whole each time. */
  folding?: Folding<State>;
}

export interface CommandTarget {
  streamId: string;
  rid: number | null;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

export interface CommandOptions {
  maxAttempts?: number;
  /**
   * Writes that belong to the same decision (registering a booking's new diner), in its transaction after its
   * events: a refused command writes none of them, and a failure here takes the events back too.
   */
  alongside?: (tx: StreamTransaction, events: RecordedEvent[]) => Promise<void>;
  /** Other streams `alongside` appends to: locked with the command's own, so their writers queue rather than clash. */
  locks?: readonly string[];
}

/**
 * Read the stream, fold it, decide, append with the version read: all in one transaction holding the stream's
 * write lock, so concurrent commands on the stream queue rather than clash. A writer that takes no lock can
 * still move the stream on meanwhile; the append then fails with ConcurrencyError and the whole decision is
 * taken again on fresh state, a bounded number of times, after which the ConcurrencyError reaches the caller
 * (HTTP 409).
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  target: CommandTarget,
  command: Command,
  metadata: EventMetadata,
  options: CommandOptions = {},
): Promise<{ state: State; events: RecordedEvent[] }> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.withStreamsLocked([target.streamId, ...(options.locks ?? [])], async (tx) => {
        const decided = await decideWithin(tx, decider, target, command, metadata);
        if (decided.events.length > 0 && options.alongside) await options.alongside(tx, decided.events);
        return decided;
      });
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= maxAttempts) throw error;
    }
  }
}

/**
 * Read the stream, fold it, decide and append with the version read, in a transaction that holds the stream's lock:
 * `handleCommand`'s, or another command's that takes this decision alongside its own.
 */
export async function decideWithin<State, Command, Event extends DomainEvent>(
  tx: StreamTransaction,
  decider: Decider<State, Command, Event>,
  target: CommandTarget,
  command: Command,
  metadata: EventMetadata,
): Promise<{ state: State; events: RecordedEvent[] }> {
  const folded = decider.folding
    ? await tx.readFolded(target.streamId, decider.folding)
    : foldWhole(decider, await tx.readStream(target.streamId));
  let state = folded.state;
  const events = decider.decide(command, state, metadata);
  if (events.length === 0) return { state, events: [] };
  const recorded = await tx.append(target.streamId, folded.version, events, { rid: target.rid, metadata });
  for (const event of events) state = decider.evolve(state, event);
  return { state, events: recorded };
}

function foldWhole<State, Event extends DomainEvent>(decider: Decider<State, unknown, Event>, history: RecordedEvent[]) {
  let state = decider.initialState();
  for (const event of history) state = decider.evolve(state, event as unknown as Event);
  return { state, version: history.length === 0 ? 0 : history[history.length - 1].streamVersion };
}
