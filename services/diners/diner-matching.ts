import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventMetadata, EventStore } from '../eventstore';
import { dinerBatchStream, dinerStream, type Diner } from './diners.events';

export interface DinerContact {
  salutation?: string | null;
  first_name?: string | null;
  last_name: string;
  phone?: string | null;
  email?: string | null;
  vip?: boolean;
}

const newDiner = (groupUid: string, c: DinerContact): Diner => ({
  diner_id: randomUUID(),
  group_uid: groupUid,
  salutation: c.salutation ?? null,
  first_name: c.first_name ?? null,
  last_name: c.last_name,
  phone: c.phone ?? null,
  email: c.email ?? null,
  vip: c.vip ?? false,
  gender: 'Unspecified',
  nationality: null,
  organisation: null,
  birthday: null,
  anniversary: null,
  tags: [],
  dining_preferences: null,
  seating_preferences: null,
  notes: null,
  marketing_opt_in: false,
  membership: null,
});

interface Match {
  diner_id: string;
  phone: string | null;
  email: string | null;
  vip: boolean;
}

async function findMatches(db: DataSource | EntityManager, groupUid: string, phones: string[], emails: string[]): Promise<Match[]> {
  if (phones.length === 0 && emails.length === 0) return [];
  return db.query(
    `SELECT diner_id, phone, lower(email) AS email, vip FROM diners
      WHERE group_uid = $1 AND (phone = ANY($2::text[]) OR lower(email) = ANY($3::text[]))`,
    [groupUid, phones, emails.map((e) => e.toLowerCase())],
  );
}

/**
 * The diner of a booking: matched by phone, else by email, within the group; created when neither matches.
 * A diner without phone or email is created each time (nothing to match on).
 */
export async function matchOrRegisterDiner(store: EventStore, groupUid: string, contact: DinerContact, metadata: EventMetadata): Promise<{ diner_id: string; vip: boolean }> {
  const [found] = await matchOrRegisterDiners(store, groupUid, [contact], metadata);
  return found;
}

/** The same for many contacts at once (imports): one lookup, one event for all new diners. */
export async function matchOrRegisterDiners(
  store: EventStore,
  groupUid: string,
  contacts: readonly DinerContact[],
  metadata: EventMetadata,
): Promise<{ diner_id: string; vip: boolean }[]> {
  const phones = [...new Set(contacts.map((c) => c.phone).filter((p): p is string => !!p))];
  const emails = [...new Set(contacts.map((c) => c.email?.toLowerCase()).filter((e): e is string => !!e))];
  const matches = await findMatches(store.dataSource, groupUid, phones, emails);
  const byPhone = new Map(matches.filter((m) => m.phone).map((m) => [m.phone as string, m]));
  const byEmail = new Map(matches.filter((m) => m.email).map((m) => [m.email as string, m]));
  const created: Diner[] = [];
  const result = contacts.map((c) => {
    const existing = (c.phone && byPhone.get(c.phone)) || (c.email && byEmail.get(c.email.toLowerCase()));
    if (existing) return { diner_id: existing.diner_id, vip: existing.vip || !!c.vip };
    const diner = newDiner(groupUid, c);
    created.push(diner);
    const match = { diner_id: diner.diner_id, phone: diner.phone, email: diner.email?.toLowerCase() ?? null, vip: diner.vip };
    if (match.phone) byPhone.set(match.phone, match);
    if (match.email) byEmail.set(match.email, match);
    return { diner_id: diner.diner_id, vip: diner.vip };
  });
  if (created.length === 1) {
    await store.append(dinerStream(created[0].diner_id), 0, [{ type: 'DinerRegistered', data: { diner: created[0] } }], { rid: null, metadata });
  } else if (created.length > 1) {
    const compact = created.map((diner) => Object.fromEntries(Object.entries(diner).filter(([, value]) => value !== null)));
    await store.append(dinerBatchStream(randomUUID()), 0, [{ type: 'DinersRegistered', data: { diners: compact } }], { rid: null, metadata });
  }
  return result;
}
