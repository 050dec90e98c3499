import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { formBoolean, hasNoNul, plainText, requiredText } from '../common/form-values';
import { FEATURE_FLAGS, type FeatureFlag } from '../login/session';
import { LOCALES } from '../i18n/locales';
import { PERMISSIONS, type Permission, type PermissionSet } from './permissions';

/** A user ID (login name): letters, digits and . _ @ - only, so it can never carry markup or SQL. */
export const USER_ID_PATTERN = /^[A-Za-z0-9._@-]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

const optionalText = (max: number) => plainText(max).optional();

export const userIdSchema = requiredText('validation.userIdRequired', 64).regex(USER_ID_PATTERN, 'validation.invalidValue');

export const passwordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort')
  .max(PASSWORD_MAX_LENGTH, 'validation.tooLong')
  .refine(hasNoNul, 'validation.invalidValue');

const levelSchema = (permission: Permission) =>
  z.enum(PERMISSIONS[permission].levels as unknown as [string, ...string[]], { error: 'validation.invalidValue' });

export const permissionSetSchema = z
  .object(
    Object.fromEntries(Object.keys(PERMISSIONS).map((p) => [p, levelSchema(p as Permission)])) as Record<
      Permission,
      ReturnType<typeof levelSchema>
    >,
  )
  .strict()
  .transform((set) => set as PermissionSet);

/** Form encoding sends "" for a cleared select: that is Unassigned. */
const accessTypeIdSchema = z.preprocess((v) => (v === '' ? null : v), z.uuid('validation.invalidValue').nullable());

export const outletAccessSchema = z
  .object({ rid: z.coerce.number({ error: 'validation.invalidNumber' }).int().positive(), access_type_id: accessTypeIdSchema })
  .strict();

/** Create (no user_uid) or update a user, with the access type per outlet (spec §5 Users). */
export const uacSaveUserSchema = requestSchema({
  user_uid: z.uuid('validation.invalidValue').optional(),
  staff_name: requiredText('validation.staffNameRequired', 120),
  position_title: optionalText(120),
  phone: optionalText(40),
  email: requiredText('validation.emailRequired', 200).pipe(z.email('validation.invalidEmail')),
  user_id: userIdSchema,
  password: z.preprocess((v) => (v === '' ? undefined : v), passwordSchema.optional()),
  language: z.enum(LOCALES, { error: 'validation.invalidValue' }).optional(),
  outlets: z.array(outletAccessSchema, { error: 'validation.accessTypeRequired' }).max(500, 'validation.tooLong'),
}).superRefine((input, ctx) => {
  if (!input.user_uid && input.password === undefined)
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordRequired' });
  if (!input.outlets.some((o) => o.access_type_id !== null))
    ctx.addIssue({ code: 'custom', path: ['outlets'], message: 'validation.accessTypeRequired' });
  const rids = input.outlets.map((o) => o.rid);
  if (new Set(rids).size !== rids.length) ctx.addIssue({ code: 'custom', path: ['outlets'], message: 'validation.invalidValue' });
});
export type UacSaveUserInput = z.infer<typeof uacSaveUserSchema>;

export const uacDeleteUserSchema = requestSchema({ user_uid: z.uuid('validation.invalidValue') });

export const uacSaveAccessTypeSchema = requestSchema({
  access_type_id: z.uuid('validation.invalidValue').optional(),
  name: requiredText('validation.accessTypeNameRequired', 60),
  permissions: permissionSetSchema,
});
export type UacSaveAccessTypeInput = z.infer<typeof uacSaveAccessTypeSchema>;

export const uacDeleteAccessTypeSchema = requestSchema({ access_type_id: z.uuid('validation.invalidValue') });

/** GET /api/uac/users and /api/uac/roles: the common fields only (rid is checked by the access guard). */
export const uacListSchema = requestSchema({});

/** uac/features (super-admin): the spec §3 flags of the request's outlet, every one given. */
export const uacSetFeaturesSchema = requestSchema(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, formBoolean])) as Record<FeatureFlag, typeof formBoolean>,
);
export type UacSetFeaturesInput = z.infer<typeof uacSetFeaturesSchema>;
