import type { Command } from './command-handler';

/** One decision per command of a context: the command's data and the state give the events. */
export type Decisions<Commands, State, Event> = { [K in keyof Commands]: (data: Commands[K], state: State) => Event[] };

/** A decider's decide that hands each command to its own decision, with that command's data type. */
export function decideBy<Commands, State, Event>(decisions: Decisions<Commands, State, Event>) {
  return <K extends keyof Commands>(command: Command<Commands, K>, state: State): Event[] => {
    const decision: (data: Commands[K], state: State) => Event[] = decisions[command.type];
    return decision(command.data, state);
  };
}
