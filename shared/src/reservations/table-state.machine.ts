import { setup, transition } from 'xstate';

export const TABLE_STATES = ['Free', 'Locked', 'CleaningNeeded'] as const;
export type TableState = (typeof TABLE_STATES)[number];
export const TABLE_ACTIONS = ['lock_table', 'unlock_table', 'mark_cleaning_needed', 'mark_cleaned'] as const;
export type TableAction = (typeof TABLE_ACTIONS)[number];

/** The floor-plan actions of spec §4 on one table for one service day: lock it, mark it as needing cleaning. */
export const TABLE_TRANSITIONS: Record<TableState, Partial<Record<TableAction, TableState>>> = {
  Free: { lock_table: 'Locked', mark_cleaning_needed: 'CleaningNeeded' },
  Locked: { unlock_table: 'Free' },
  CleaningNeeded: { mark_cleaned: 'Free', lock_table: 'Locked' },
};

export const tableStateMachine = setup({
  types: { events: {} as { type: TableAction } },
}).createMachine({
  id: 'tableState',
  initial: 'Free',
  states: Object.fromEntries(TABLE_STATES.map((state) => [state, { on: TABLE_TRANSITIONS[state] }])),
});

export function nextTableState(state: TableState, action: TableAction): TableState | null {
  const from = tableStateMachine.resolveState({ value: state, context: {} as never });
  if (!from.can({ type: action })) return null;
  return transition(tableStateMachine, from, { type: action })[0].value as TableState;
}

export function allowedTableActions(state: TableState): TableAction[] {
  return TABLE_ACTIONS.filter((action) => action in TABLE_TRANSITIONS[state]);
}
