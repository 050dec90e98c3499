import { z } from 'zod';
import { plainText } from './form-values';

export const PLATFORMS = ['cloud', 'cloud_mo'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * Fields every call carries (spec §7). The gateway trusts none of them for identity or outlet
 * membership: the token says who is asking; rid is checked against the caller's outlets.
 */
export const commonFieldsSchema = z.object({
  username: plainText(120).optional(),
  rid: z.coerce.number().int().positive().optional(),
  lang: plainText(10).optional(),
  group_uid: plainText(64).optional(),
  country_code: plainText(8).optional(),
  Ruid: plainText(64).optional(),
  platform: z.union([z.enum(PLATFORMS), z.literal('')]).optional(),
});
export type CommonFields = z.infer<typeof commonFieldsSchema>;
export const COMMON_FIELD_NAMES = Object.keys(commonFieldsSchema.shape) as (keyof CommonFields)[];

/** A request schema: the common fields plus the action's own, nothing else (unknown fields are refused). */
export function requestSchema<T extends z.ZodRawShape>(shape: T) {
  return commonFieldsSchema.extend(shape).strict();
}

/** A paged list's page number, from 1. */
export const pageNumber = () =>
  z.coerce
    .number('validation.invalidNumber')
    .int('validation.invalidNumber')
    .min(1, 'validation.invalidNumber')
    .max(100_000, 'validation.invalidNumber')
    .default(1);

/** A paged list's page size, one of those its screen offers (20 when none is asked for). */
export const pageSizeAmong = (sizes: readonly number[]) =>
  z.coerce
    .number('validation.invalidNumber')
    .refine((n) => sizes.includes(n), 'validation.invalidValue')
    .default(20);
