import type { FloorLayout } from '@covers/shared';

export type TablePlanAdded = { type: 'TablePlanAdded'; data: { planId: string; name: string } };
export type TablePlanRenamed = { type: 'TablePlanRenamed'; data: { planId: string; name: string } };
export type TablePlanCopied = { type: 'TablePlanCopied'; data: { planId: string; name: string; sourcePlanId: string } };
export type TablePlanDeleted = { type: 'TablePlanDeleted'; data: { planId: string } };
/** The plan's layout as validated when it was published; it replaces the outlet's floor in service. */
export type TablePlanPublished = { type: 'TablePlanPublished'; data: { planId: string; version: number; layout: FloorLayout } };

export type FloorEvent = TablePlanAdded | TablePlanRenamed | TablePlanCopied | TablePlanDeleted | TablePlanPublished;
export type FloorEventType = FloorEvent['type'];
export const FLOOR_EVENT_TYPES: readonly FloorEventType[] = [
  'TablePlanAdded',
  'TablePlanRenamed',
  'TablePlanCopied',
  'TablePlanDeleted',
  'TablePlanPublished',
];
