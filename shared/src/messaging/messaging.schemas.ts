import { z } from 'zod';
import { hasNoNul } from '../common/form-values';

/** The most fields a provider's status callback carries (Twilio sends a few dozen). */
const MAX_CALLBACK_FIELDS = 100;

/**
 * A provider's status callback, every form field as sent: the signature covers them all, so none may be dropped
 * or renamed before it is checked. Names and values are bounded, values free of NUL bytes.
 */
export const providerCallbackFields = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.invalidValue'),
    z.string().max(2000).refine(hasNoNul, 'validation.invalidValue'),
  )
  .refine((fields) => Object.keys(fields).length <= MAX_CALLBACK_FIELDS, 'validation.invalidValue');
