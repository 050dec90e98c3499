import { DomainError, type ErrorCode } from '@covers/shared';
import type { Decider, DomainEvent, EventMetadata } from '../eventstore';

/** What a refusal must carry: these field messages (others may come with them), exactly these (`onlyFields`), these details. */
export interface ExpectedRefusal {
  fields?: Record<string, string>;
  onlyFields?: Record<string, string>;
  details?: Record<string, unknown>;
}

/**
 * Decider tests that read like the business, for every context:
 * given(events).when(command).then(events) / .thenThrows(code, { fields, details }) / .result().
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>, metadata: EventMetadata) {
  return function given(events: Event[]) {
    return {
      when(command: Command) {
        const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()), metadata);
        return {
          then: (expected: Event[]) => expect(run()).toEqual(expected),
          thenThrows(code: ErrorCode, expected: ExpectedRefusal = {}) {
            let error: unknown;
            try {
              run();
            } catch (e) {
              error = e;
            }
            expect(error).toBeInstanceOf(DomainError);
            expect((error as DomainError).code).toBe(code);
            if (expected.fields) expect((error as DomainError).fields).toEqual(expect.objectContaining(expected.fields));
            if (expected.onlyFields) expect((error as DomainError).fields).toEqual(expected.onlyFields);
            if (expected.details) expect((error as DomainError).details).toMatchObject(expected.details);
          },
          result: run,
        };
      },
    };
  };
}
