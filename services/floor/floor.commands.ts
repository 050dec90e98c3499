import type { FloorLayout } from '@covers/shared';
import type { Command } from '../eventstore';

/** What a manager does to the outlet's table plans, and the data each command carries. */
export interface FloorCommands {
  AddTablePlan: { planId: string; name: string };
  RenameTablePlan: { planId: string; name: string };
  CopyTablePlan: { planId: string; name: string; sourcePlanId: string };
  DeleteTablePlan: { planId: string };
  /** The layout is the plan's draft as read from its Yjs document at the moment of publishing. */
  PublishTablePlan: { planId: string; layout: FloorLayout };
}

/** `{ type, data }`: one of the floor commands, or (given a name) that one. */
export type FloorCommand<T extends keyof FloorCommands = keyof FloorCommands> = Command<FloorCommands, T>;
