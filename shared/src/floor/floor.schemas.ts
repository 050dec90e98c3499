import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { floorIdSchema, partySizeRule } from './floor-layout.schema';

/** Form-encoded lists arrive as repeated fields or one comma-separated value; both are accepted. */
const idList = z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(floorIdSchema));
const planName = z.string().trim().min(1, 'floor.planNameRequired').max(60, 'validation.tooLong');
const sectionName = z.string().trim().min(1, 'floor.sectionNameRequired').max(60, 'validation.tooLong');
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
export const sectionGroupsRequest = requestSchema({ planId: floorIdSchema, combinations: z.array(combinationInputSchema) });

export type CombinationInput = z.infer<typeof combinationInputSchema>;
