import { ConcurrencyError } from './concurrency-error';
import type { DomainEvent, EventMetadata, RecordedEvent } from './event.types';
import type { EventStore } from './event-store';

/** A command as every decider takes it: its name and its data. `Commands` maps each name of a context's commands to its data. */
export type Command<Commands, T extends keyof Commands = keyof Commands> = { [K in T]: { type: K; data: Commands[K] } }[T];

/** decide(command, state) -> events (or a thrown DomainError); evolve(state, event) -> state. */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  decide(command: Command, state: State, metadata: EventMetadata): Event[];
  evolve(state: State, event: Event): State;
}

export interface CommandTarget {
  streamId: string;
  rid: number | null;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Read the stream, fold it, decide, append with the version read. A concurrent writer makes the append
 * fail with ConcurrencyError; the whole decision is then taken again on fresh state, a bounded number of
 * times, after which the ConcurrencyError reaches the caller (HTTP 409).
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  target: CommandTarget,
  command: Command,
  metadata: EventMetadata,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
): Promise<{ state: State; events: RecordedEvent[] }> {
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(target.streamId);
    let state = decider.initialState();
    for (const event of history) state = decider.evolve(state, event as unknown as Event);
    const version = history.length === 0 ? 0 : history[history.length - 1].streamVersion;
    const events = decider.decide(command, state, metadata);
    if (events.length === 0) return { state, events: [] };
    try {
      const result = await store.append(target.streamId, version, events, { rid: target.rid, metadata });
      for (const event of events) state = decider.evolve(state, event);
      return { state, events: result.events };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= maxAttempts) throw error;
    }
  }
}
