import { DomainError, toE164 } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { outletCountryCode } from '../access';

/**
 * A phone typed at an outlet, as diners are stored and matched on it: E.164 with the outlet's country as the
 * default. A phone that is no valid number is refused ("Invalid number"). The directory and the booking path both
 * store phones this way, so `phoneKey` finds one diner for "9123 4567" and "+65 9123-4567".
 */
export async function outletPhone(db: DataSource | EntityManager, rid: number, phone: string, field = 'phone'): Promise<string> {
  const e164 = toE164(phone, await outletCountryCode(db, rid));
  if (!e164) throw new DomainError('VALIDATION_FAILED', { [field]: 'validation.invalidNumber' });
  return e164;
}
