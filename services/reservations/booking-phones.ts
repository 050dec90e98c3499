import { DomainError, toE164 } from '@covers/shared';

const PHONE_FIELDS = ['phone', 'third_party_phone'] as const;
type Phones = Partial<Record<(typeof PHONE_FIELDS)[number], string | null>>;

/**
 * A booking's phones in E.164, read with the outlet's country when typed without a country code: the diner is
 * matched on the phone as stored. "Invalid number" on the field when it cannot be a phone number.
 */
export function withE164Phones<T extends Phones>(input: T, country: string | null): T {
  let stored = input;
  for (const field of PHONE_FIELDS) {
    const typed = input[field];
    if (!typed) continue;
    const e164 = toE164(typed, country);
    if (!e164) throw new DomainError('VALIDATION_FAILED', { [field]: 'validation.invalidNumber' });
    if (e164 !== typed) stored = { ...stored, [field]: e164 };
  }
  return stored;
}
