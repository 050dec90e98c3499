import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { requiredText } from '../common/form-values';
import { floorIdSchema, partySizeRule } from './floor-layout.schema';

/** The most tables, sections or combinations one request may name: far above a real floor, so no list is unbounded. */
const MAX_IDS = 500;
/** Form-encoded lists arrive as repeated fields or one comma-separated value; both are accepted. */
const idList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(floorIdSchema).max(MAX_IDS, 'validation.tooLong'),
);
const planName = requiredText('floor.planNameRequired', 60);
const sectionName = requiredText('floor.sectionNameRequired', 60);
const pax = z.coerce
  .number({ error: 'validation.invalidNumber' })
  .int('validation.invalidNumber')
  .min(0, 'floor.partySizeZero')
  .max(999, 'validation.invalidNumber');

export const floorPlanListRequest = requestSchema({});
export const floorPlanAddRequest = requestSchema({ name: planName });
export const floorPlanEditRequest = requestSchema({ planId: floorIdSchema, name: planName });
export const floorPlanRefRequest = requestSchema({ planId: floorIdSchema });
export const floorPlanCopyRequest = requestSchema({ planId: floorIdSchema, name: planName });

export const sectionAddRequest = requestSchema({ planId: floorIdSchema, name: sectionName });
export const sectionEditRequest = requestSchema({ planId: floorIdSchema, sectionId: floorIdSchema, name: sectionName });
export const sectionDeleteRequest = requestSchema({ planId: floorIdSchema, sectionId: floorIdSchema });
export const sectionCopyRequest = requestSchema({ planId: floorIdSchema, sectionId: floorIdSchema, name: sectionName });
export const sectionMoveRequest = requestSchema({
  planId: floorIdSchema,
  sectionId: floorIdSchema,
  tableIds: idList.pipe(z.array(floorIdSchema).min(1, 'validation.required')),
});
export const sectionPriorityRequest = requestSchema({ planId: floorIdSchema, sectionIds: idList });
export const tablePriorityRequest = requestSchema({ planId: floorIdSchema, sectionId: floorIdSchema, tableIds: idList });

export const combinationInputSchema = z
  .object({
    id: floorIdSchema.optional(),
    tableIds: idList.pipe(z.array(floorIdSchema).min(2, 'floor.combinationNeedsTwoTables')),
    minPax: pax,
    maxPax: pax,
  })
  .strict()
  .superRefine(partySizeRule);
export const sectionGroupsRequest = requestSchema({
  planId: floorIdSchema,
  combinations: z.array(combinationInputSchema).max(MAX_IDS, 'validation.tooLong'),
});

export type CombinationInput = z.infer<typeof combinationInputSchema>;
