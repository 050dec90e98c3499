import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A phone as diners are stored and matched on it: E.164, parsed with the outlet's country as the default
 * ("9123 4567" at a Singapore outlet is +6591234567). null when it is no valid number of its country
 * (length and prefixes, by libphonenumber's metadata).
 */
export function dinerPhoneE164(phone: string, outletCountry: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry: outletCountry.toUpperCase() as CountryCode });
  return parsed?.isValid() ? parsed.number : null;
}
