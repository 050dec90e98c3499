import { z } from 'zod';
import { TABLE_SHAPES } from './table-shapes';

export const FLOOR_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const floorIdSchema = z.string().regex(FLOOR_ID, 'validation.invalidValue');
const nameSchema = (requiredKey: string) => z.string().trim().min(1, requiredKey).max(60, 'validation.tooLong');
const paxSchema = z.coerce
  .number({ error: 'validation.invalidNumber' })
  .int('validation.invalidNumber')
  .min(0, 'floor.partySizeZero')
  .max(999, 'validation.invalidNumber');
const coordinate = z.coerce.number({ error: 'validation.invalidNumber' }).finite('validation.invalidNumber');
const positive = coordinate.positive('validation.invalidValue');

/**
 * Spec §5 "Tables: max party size must be larger than min, and neither can be 0": checked on a table
 * and on a group of combined tables alike.
 */
export function partySizeRule<T extends { minPax: number; maxPax: number }>(value: T, ctx: z.RefinementCtx): void {
  if (value.minPax === 0) ctx.addIssue({ code: 'custom', path: ['minPax'], message: 'floor.partySizeZero' });
  if (value.maxPax === 0) ctx.addIssue({ code: 'custom', path: ['maxPax'], message: 'floor.partySizeZero' });
  else if (value.maxPax <= value.minPax) ctx.addIssue({ code: 'custom', path: ['maxPax'], message: 'floor.maxPaxNotLarger' });
}

export const partySizeSchema = z.object({ minPax: paxSchema, maxPax: paxSchema }).superRefine(partySizeRule);

export const floorSectionSchema = z.object({
  id: floorIdSchema,
  name: nameSchema('floor.sectionNameRequired'),
  priority: z.number().int().min(0),
});

export const floorTableSchema = z
  .object({
    id: floorIdSchema,
    name: nameSchema('floor.tableNameRequired'),
    sectionId: floorIdSchema,
    shape: z.enum(TABLE_SHAPES, 'validation.invalidValue'),
    x: coordinate,
    y: coordinate,
    width: positive,
    height: positive,
    rotation: coordinate,
    minPax: paxSchema,
    maxPax: paxSchema,
    priority: z.number().int().min(0),
  })
  .superRefine(partySizeRule);

export const floorCombinationSchema = z
  .object({
    id: floorIdSchema,
    tableIds: z.array(floorIdSchema).min(2, 'floor.combinationNeedsTwoTables'),
    minPax: paxSchema,
    maxPax: paxSchema,
  })
  .superRefine(partySizeRule)
  .superRefine((value, ctx) => {
    if (new Set(value.tableIds).size !== value.tableIds.length)
      ctx.addIssue({ code: 'custom', path: ['tableIds'], message: 'floor.combinationNeedsTwoTables' });
  });

/** A whole layout as it is published: every table in a known section, names unique, groups of known tables. */
export const floorLayoutSchema = z
  .object({
    sections: z.array(floorSectionSchema),
    tables: z.array(floorTableSchema),
    combinations: z.array(floorCombinationSchema),
  })
  .superRefine((layout, ctx) => {
    const sectionIds = new Set(layout.sections.map((s) => s.id));
    const sectionNames = new Set<string>();
    layout.sections.forEach((section, i) => {
      const key = section.name.toLowerCase();
      if (sectionNames.has(key)) ctx.addIssue({ code: 'custom', path: ['sections', i, 'name'], message: 'floor.sectionNameTaken' });
      sectionNames.add(key);
    });
    const tableIds = new Set(layout.tables.map((t) => t.id));
    const tableNames = new Set<string>();
    layout.tables.forEach((table, i) => {
      if (!sectionIds.has(table.sectionId))
        ctx.addIssue({ code: 'custom', path: ['tables', i, 'sectionId'], message: 'floor.sectionMissing' });
      const key = table.name.toLowerCase();
      if (tableNames.has(key)) ctx.addIssue({ code: 'custom', path: ['tables', i, 'name'], message: 'floor.tableNameTaken' });
      tableNames.add(key);
    });
    layout.combinations.forEach((combination, i) => {
      if (combination.tableIds.some((id) => !tableIds.has(id)))
        ctx.addIssue({ code: 'custom', path: ['combinations', i, 'tableIds'], message: 'floor.combinationTableMissing' });
    });
  });
