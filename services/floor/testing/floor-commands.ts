import type { FloorLayout } from '@covers/shared';
import type { FloorCommand } from '../floor.commands';

/** Command builders named as a manager speaks of the table plans. */
export const addPlan = (planId: string, name: string): FloorCommand<'AddTablePlan'> => ({ type: 'AddTablePlan', data: { planId, name } });
export const renamePlan = (planId: string, name: string): FloorCommand<'RenameTablePlan'> => ({
  type: 'RenameTablePlan',
  data: { planId, name },
});
export const copyPlan = (sourcePlanId: string, planId: string, name: string): FloorCommand<'CopyTablePlan'> => ({
  type: 'CopyTablePlan',
  data: { planId, name, sourcePlanId },
});
export const deletePlan = (planId: string): FloorCommand<'DeleteTablePlan'> => ({ type: 'DeleteTablePlan', data: { planId } });
export const publishPlan = (planId: string, layout: FloorLayout): FloorCommand<'PublishTablePlan'> => ({
  type: 'PublishTablePlan',
  data: { planId, layout },
});
