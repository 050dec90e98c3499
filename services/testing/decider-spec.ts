import { DomainError } from '@covers/shared';
import type { Decider, DomainEvent, EventMetadata } from '../eventstore';

/** Decider tests that read like the business: given(events).when(command).then(events) / .thenThrows(code). */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>, metadata: EventMetadata) {
  return function given(events: Event[]) {
    const state = events.reduce(decider.evolve, decider.initialState());
    return {
      when(command: Command) {
        const run = () => decider.decide(command, state, metadata);
        return {
          then: (expected: Event[]) => expect(run()).toEqual(expected),
          thenThrows(code: string, fields?: Record<string, string>) {
            let error: unknown;
            try {
              run();
            } catch (e) {
              error = e;
            }
            expect(error).toBeInstanceOf(DomainError);
            expect((error as DomainError).code).toBe(code);
            if (fields) expect((error as DomainError).fields).toEqual(expect.objectContaining(fields));
          },
        };
      },
    };
  };
}
