import {
  dinerImportRowSchema,
  dropEmptyCells,
  fieldMessages,
  toE164,
  type DinerImportResult,
  type dinerImportRequest,
} from '@covers/shared';
import type { z } from 'zod';
import { outletCountryCode, type OutletCaller } from '../access';
import type { EventStore } from '../eventstore';
import { matchOrRegisterDiners, phoneKey, type DinerContact, type DinerProfileFields } from './diner-matching';
import { HELD_BY } from './diners.queries';

type Contact = DinerContact & { profile: DinerProfileFields };

/** One row's cells as a diner's contact and profile, or its fields' message keys. */
function rowDiner(row: Record<string, string>, country: string): Contact | { fields: Record<string, string> } {
  const parsed = dinerImportRowSchema.safeParse(dropEmptyCells(row));
  if (!parsed.success) return { fields: fieldMessages(parsed.error) };
  const { salutation, first_name, last_name, phone, email, vip, ...rest } = parsed.data;
  const e164 = phone ? toE164(phone, country) : null;
  if (phone && !e164) return { fields: { phone: 'validation.invalidNumber' } };
  const profile: DinerProfileFields = {};
  for (const [key, value] of Object.entries(rest)) if (value !== null && value !== undefined) Object.assign(profile, { [key]: value });
  return { salutation: salutation ?? null, first_name: first_name ?? null, last_name, phone: e164, email: email ?? null, vip, profile };
}

/**
 * diner/import: each row checked alone (a bad row fails, the others go on), then matched within the group by phone
 * (E.164, the outlet's country as default) and e-mail, or registered. A row matching an existing diner, or an earlier
 * row of the file, makes no new diner: importing the same file twice creates none. `dry_run` checks and counts only.
 */
export async function importDiners(
  store: EventStore,
  caller: OutletCaller,
  { rows, dry_run }: z.infer<typeof dinerImportRequest>,
): Promise<DinerImportResult> {
  const country = await outletCountryCode(store.dataSource, caller.rid);
  const failed: DinerImportResult['failed'] = [];
  const contacts: Contact[] = [];
  rows.forEach((row, i) => {
    const diner = rowDiner(row as Record<string, string>, country);
    if ('fields' in diner) failed.push({ row: i + 1, fields: diner.fields });
    else contacts.push(diner);
  });
  if (dry_run) return { ...(await countMatches(store, caller.groupUid, contacts)), failed };
  const matched = await matchOrRegisterDiners(
    store,
    caller.groupUid,
    contacts.map((c) => ({ ...c, profile: { ...c.profile, home_rid: caller.rid } })),
    caller.metadata,
  );
  const created = matched.filter((m) => m.registered).length;
  await refreshPlannerStatistics(store, created);
  return { created, matched: matched.length - created, failed };
}

/** The statistics refresh running in this process, if any: the parts of one file arrive one after another. */
let analyzing: Promise<unknown> | null = null;

/**
 * An import that grows the directory by a tenth or more refreshes the planner's statistics, as autovacuum would a
 * minute later: the directory's search picks its indexes by them, and planned on the old counts it can read the
 * whole table. It runs beside the next part rather than before the answer, and a failure is left to autovacuum.
 */
async function refreshPlannerStatistics(store: EventStore, created: number) {
  if (created === 0 || analyzing) return;
  const [{ rows }]: { rows: number }[] = await store.dataSource.query(
    `SELECT reltuples::float AS rows FROM pg_class WHERE oid = 'diners'::regclass`,
  );
  if (created * 10 < Math.max(rows, 1000)) return;
  analyzing = store.dataSource
    .query(`ANALYZE diners`)
    .catch(() => undefined)
    .finally(() => (analyzing = null));
}

/** How many rows would find a diner (the group's, or an earlier row's), and how many would register one. */
async function countMatches(store: EventStore, groupUid: string, contacts: readonly Contact[]) {
  const phones = contacts.map((c) => phoneKey(c.phone)).filter((p): p is string => !!p);
  const emails = contacts.map((c) => c.email?.toLowerCase()).filter((e): e is string => !!e);
  const known: { phone: string | null; email: string | null }[] = await store.dataSource.query(
    `SELECT d.phone_key AS phone, lower(d.email) AS email FROM diners d
      WHERE d.group_uid = $1 AND (${HELD_BY.phone('d')} = ANY($2::text[]) OR ${HELD_BY.email('d')} = ANY($3::text[]))`,
    [groupUid, phones, emails],
  );
  const seenPhones = new Set(known.map((k) => k.phone).filter(Boolean));
  const seenEmails = new Set(known.map((k) => k.email).filter(Boolean));
  let created = 0;
  for (const c of contacts) {
    const phone = phoneKey(c.phone);
    const email = c.email?.toLowerCase() ?? null;
    if ((phone && seenPhones.has(phone)) || (email && seenEmails.has(email))) continue;
    created++;
    if (phone) seenPhones.add(phone);
    if (email) seenEmails.add(email);
  }
  return { created, matched: contacts.length - created };
}
