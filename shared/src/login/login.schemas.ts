import { z } from 'zod';
import { requestSchema } from '../common/common-fields';
import { passwordSchema, userIdSchema } from '../access/access.schemas';
import { hasNoNul, requiredText } from '../common/form-values';

/** A company ID is a group uid: lower-case letters, digits, _ and -. */
export const COMPANY_ID_PATTERN = /^[a-z0-9_-]+$/;
const companyId = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string().max(64, 'validation.tooLong').regex(COMPANY_ID_PATTERN, 'validation.invalidValue').optional(),
);
/** Sign-in takes the password as typed: length rules apply when it is set, not when it is checked. */
const typedPassword = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(200, 'validation.tooLong')
  .refine(hasNoNul, 'validation.invalidValue');
const opaqueToken = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(200, 'validation.tooLong')
  .refine(hasNoNul, 'validation.invalidValue');

export const doLoginSchema = requestSchema({ company_id: companyId, user_id: userIdSchema, password: typedPassword });
export type DoLoginInput = z.infer<typeof doLoginSchema>;

export const refreshTokenSchema = requestSchema({ refresh_token: opaqueToken });
export const logoutSchema = requestSchema({ refresh_token: opaqueToken.optional() });

export const getCodeSchema = requestSchema({ user_id: userIdSchema, password: typedPassword });
export const verifyCodeSchema = requestSchema({
  verify_token: opaqueToken,
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{6}$/, 'validation.invalidValue'),
});

export const resetLinkGenerateSchema = requestSchema({
  company_id: companyId,
  user_id: userIdSchema.optional(),
  email: requiredText('validation.emailRequired', 200).pipe(z.email('validation.invalidEmail')).optional(),
}).refine((input) => input.user_id !== undefined || input.email !== undefined, { path: ['user_id'], message: 'validation.userIdRequired' });

export const resetLinkCheckSchema = requestSchema({ token: opaqueToken });
export const resetLinkResetSchema = requestSchema({ token: opaqueToken, password: passwordSchema });
