import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A phone as stored and matched: E.164 ('+6591234567'). A number typed without its country code is read as the
 * outlet's country writes it (`defaultCountry`, ISO 3166 alpha-2). null when it cannot be a phone number (its
 * length fits no numbering plan): spec §5's "Invalid number". Lengths, not number ranges, are checked, so a
 * newly opened range is never refused.
 */
export function toE164(phone: string, defaultCountry?: string | null): string | null {
  const parsed = parsePhoneNumberFromString(phone, (defaultCountry?.toUpperCase() as CountryCode | undefined) ?? undefined);
  return parsed?.isPossible() ? parsed.number : null;
}

/** A caller's number as telephony gives it: international digits without the '+' ("6591234567"). */
const INTERNATIONAL_DIGITS = /^[1-9][0-9]{7,14}$/;

/** The caller of an incoming call, in E.164: telephony's bare international digits, or a number as the outlet writes it. */
export const callerE164 = (caller: string, defaultCountry?: string | null): string | null =>
  toE164(INTERNATIONAL_DIGITS.test(caller) ? `+${caller}` : caller, defaultCountry);
