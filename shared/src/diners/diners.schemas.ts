import { z } from 'zod';
import { pageNumber, pageSizeAmong, requestSchema } from '../common/common-fields';
import { calendarDate, formArray, formBoolean, plainText, requiredText } from '../common/form-values';
import { SALUTATIONS } from '../reservations/reservation.constants';
import { phoneSchema } from '../reservations/reservations.schemas';
import { AGE_BANDS, VISIT_COUNT_OPERATORS } from '../constants/reporting';
import { DINER_SEARCH_SCOPES, DINER_SORTS, GENDERS, LAST_VISIT_DAYS, UPCOMING_DAYS } from './diners.types';

/** The most tags a diner carries, and a group defines. */
export const MAX_DINER_TAGS = 50;
export const MAX_TAGS = 500;
/** A diner's notes, at most (a merge joining two notes is held to it too). */
export const DINER_NOTES_MAX = 4000;
export const DINER_PAGE_SIZES = [10, 20, 50, 100] as const;

/** A diner of the directory, as other contexts' requests name one too. */
export const dinerIdSchema = z.string().uuid('validation.invalidValue');
const dinerId = dinerIdSchema;
const tagId = z.string().uuid('validation.invalidValue');
const optionalText = (max: number) => z.preprocess((v) => (v === '' ? null : v), plainText(max).nullable().optional());
const optionalDate = z.preprocess((v) => (v === '' ? null : v), calendarDate.nullable().optional());
const presetDays = <T extends readonly number[]>(days: T) =>
  z.coerce.number('validation.invalidValue').refine((d) => (days as readonly number[]).includes(d), 'validation.invalidValue');

/** Every editable Diner field of spec §3. Tags are tag ids of the group; the phone is stored in E.164 (the outlet's country is the default). */
export const dinerProfileShape = {
  salutation: z.preprocess((v) => (v === '' ? null : v), z.enum(SALUTATIONS, 'validation.invalidValue').nullable().optional()),
  first_name: optionalText(80),
  last_name: requiredText('diners.lastNameRequired', 80),
  phone: z.preprocess((v) => (v === '' ? null : v), phoneSchema.nullable().optional()),
  email: z.preprocess(
    (v) => (v === '' ? null : v),
    z.email('validation.invalidEmail').max(254, 'validation.tooLong').nullable().optional(),
  ),
  vip: formBoolean.optional(),
  gender: z.enum(GENDERS, 'validation.invalidValue').optional(),
  nationality: optionalText(60),
  organisation: optionalText(120),
  birthday: optionalDate,
  anniversary: optionalDate,
  tag_ids: formArray(tagId, MAX_DINER_TAGS).optional(),
  dining_preferences: optionalText(1000),
  seating_preferences: optionalText(1000),
  notes: optionalText(DINER_NOTES_MAX),
  marketing_opt_in: formBoolean.optional(),
  membership: optionalText(60),
};

export const dinerAddRequest = requestSchema(dinerProfileShape);
export const dinerEditRequest = requestSchema({ diner_id: dinerId, ...dinerProfileShape });
export const dinerGetRequest = requestSchema({ diner_id: dinerId });
export const dinerHistoryRequest = requestSchema({
  diner_id: dinerId,
  page: pageNumber(),
  page_size: z.coerce.number('validation.invalidNumber').int('validation.invalidNumber').min(1).max(100, 'validation.tooLong').default(20),
});

/** Possible duplicates, paged: pairs of the group's diners by phone, e-mail and name. */
export const dinerDuplicatesRequest = requestSchema({
  page: z.coerce
    .number('validation.invalidNumber')
    .int('validation.invalidNumber')
    .min(1, 'validation.invalidNumber')
    .max(10_000)
    .default(1),
  page_size: z.coerce.number('validation.invalidNumber').int('validation.invalidNumber').min(1).max(100, 'validation.tooLong').default(20),
});
/** Merge the diner `merge_id` into the diner `keep_id`. */
export const dinerMergeRequest = requestSchema({ keep_id: dinerId, merge_id: dinerId }).refine((r) => r.keep_id !== r.merge_id, {
  message: 'diners.mergeSame',
  path: ['merge_id'],
});
/** Undo a merge: by the merge's id (as diner/merge answered it), or by the two diners (their latest merge). */
export const dinerUnmergeRequest = requestSchema({
  merge_id: z.string().uuid('validation.invalidValue').optional(),
  keep_id: dinerId.optional(),
  merged_id: dinerId.optional(),
}).refine((r) => (r.merge_id ? !r.keep_id && !r.merged_id : !!r.keep_id && !!r.merged_id), {
  message: 'validation.invalidValue',
  path: ['merge_id'],
});

/** The Diner Directory's search and filters (spec §9), paged and sorted on the server. */
export const dinerFilterRequest = requestSchema({
  search: plainText(120).optional(),
  scope: z.enum(DINER_SEARCH_SCOPES, 'validation.invalidValue').default('outlet'),
  tag_ids: formArray(tagId, MAX_DINER_TAGS).optional(),
  vip: formBoolean.optional(),
  visit_count_op: z.enum(VISIT_COUNT_OPERATORS, 'validation.invalidValue').optional(),
  visit_count: z.coerce
    .number('validation.invalidNumber')
    .int('validation.invalidNumber')
    .min(0, 'validation.invalidNumber')
    .max(1_000_000)
    .optional(),
  age_bands: formArray(z.enum(AGE_BANDS, 'validation.invalidValue'), AGE_BANDS.length).optional(),
  birthday_within: presetDays(UPCOMING_DAYS).optional(),
  anniversary_within: presetDays(UPCOMING_DAYS).optional(),
  last_visit_within: presetDays(LAST_VISIT_DAYS).optional(),
  marketing_opt_in: formBoolean.optional(),
  sort: z.enum(DINER_SORTS, 'validation.invalidValue').default('name'),
  order: z.enum(['asc', 'desc'], 'validation.invalidValue').default('asc'),
  page: pageNumber(),
  page_size: pageSizeAmong(DINER_PAGE_SIZES),
});

const tagName = requiredText('diners.tagNameRequired', 40);
const tagColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalidValue');
export const tagListRequest = requestSchema({});
export const tagAddRequest = requestSchema({ name: tagName, colour: tagColour.default('#f08c00') });
export const tagEditRequest = requestSchema({ tag_id: tagId, name: tagName.optional(), colour: tagColour.optional() });
export const tagDeleteRequest = requestSchema({ tag_id: tagId });

export type DinerAddRequest = z.infer<typeof dinerAddRequest>;
export type DinerEditRequest = z.infer<typeof dinerEditRequest>;
export type DinerFilterRequest = z.infer<typeof dinerFilterRequest>;
export type DinerHistoryRequest = z.infer<typeof dinerHistoryRequest>;
export type DinerDuplicatesRequest = z.infer<typeof dinerDuplicatesRequest>;
export type DinerMergeRequest = z.infer<typeof dinerMergeRequest>;
export type DinerUnmergeRequest = z.infer<typeof dinerUnmergeRequest>;
export type TagAddRequest = z.infer<typeof tagAddRequest>;
export type TagEditRequest = z.infer<typeof tagEditRequest>;

/** Tag names are the same tag regardless of case and spacing ("This tag already exists"). */
export const tagNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
