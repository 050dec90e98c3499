import type { FloorLayout } from '@covers/shared';

export type AddTablePlan = { type: 'AddTablePlan'; data: { planId: string; name: string } };
export type RenameTablePlan = { type: 'RenameTablePlan'; data: { planId: string; name: string } };
export type CopyTablePlan = { type: 'CopyTablePlan'; data: { planId: string; name: string; sourcePlanId: string } };
export type DeleteTablePlan = { type: 'DeleteTablePlan'; data: { planId: string } };
/** The layout is the plan's draft as read from its Yjs document at the moment of publishing. */
export type PublishTablePlan = { type: 'PublishTablePlan'; data: { planId: string; layout: FloorLayout } };

export type FloorCommand = AddTablePlan | RenameTablePlan | CopyTablePlan | DeleteTablePlan | PublishTablePlan;
