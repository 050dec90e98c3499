import { z } from 'zod';

export const PLATFORMS = ['cloud', 'cloud_mo'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * Fields every call carries (spec §7). The gateway trusts none of them for identity or outlet
 * membership: the token says who is asking; rid is checked against the caller's outlets.
 */
export const commonFieldsSchema = z.object({
  username: z.string().max(120).optional(),
  rid: z.coerce.number().int().positive().optional(),
  lang: z.string().max(10).optional(),
  group_uid: z.string().max(64).optional(),
  country_code: z.string().max(8).optional(),
  Ruid: z.string().max(64).optional(),
  platform: z.union([z.enum(PLATFORMS), z.literal('')]).optional(),
});
export type CommonFields = z.infer<typeof commonFieldsSchema>;
export const COMMON_FIELD_NAMES = Object.keys(commonFieldsSchema.shape) as (keyof CommonFields)[];

/** A request schema: the common fields plus the action's own, nothing else (unknown fields are refused). */
export function requestSchema<T extends z.ZodRawShape>(shape: T) {
  return commonFieldsSchema.extend(shape).strict();
}
