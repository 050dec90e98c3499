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
