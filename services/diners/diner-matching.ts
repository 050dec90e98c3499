import type { DinerContactFields } from '@covers/shared';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_MAX_ATTEMPTS, type EventMetadata, type EventStore, type StreamTransaction } from '../eventstore';
import { dinersProjection } from './diners.projection';
import { HELD_BY } from './diners.queries';
import type { Diner } from './diners.events';
import { dinerBatchStream, dinerStream } from './diners.streams';

/** A diner's contact as a booking gives it: only the last name is required. */
export type DinerContact = Pick<DinerContactFields, 'last_name'> & Partial<DinerContactFields>;

/** The rest of a profile an import may give a new diner (a booking gives none). */
export type DinerProfileFields = Partial<Omit<Diner, keyof DinerContactFields | 'diner_id' | 'group_uid'>>;

export const newDiner = (groupUid: string, c: DinerContact, profile: DinerProfileFields = {}): Diner => ({
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
  ...profile,
});

/** A batch event carries its diners without their empty (null) fields. */
function withoutNulls(diner: Diner): Partial<Diner> {
  const compact: Record<string, unknown> = {};
  for (const key in diner) {
    const value = diner[key as keyof Diner];
    if (value !== null) compact[key] = value;
  }
  return compact;
}

/** New diners per DinersRegistered event; a diner import writes its events concurrently. */
const DINERS_PER_EVENT = 5000;

/** A phone as diners are matched on it: digits and '+' only (the diners.phone_key column's rule). */
export const phoneKey = (phone: string | null | undefined) => phone?.replace(/[^0-9+]/g, '') || null;

/** Another registration took one of the phones or emails first: the lookup is done again. */
export class DinerTakenMeanwhile extends Error {}

interface Match {
  diner_id: string;
  phone: string | null;
  email: string | null;
  vip: boolean;
}

async function findMatches(db: DataSource | EntityManager, groupUid: string, phones: string[], emails: string[]): Promise<Match[]> {
  if (phones.length === 0 && emails.length === 0) return [];
  // A merged-away diner's phone or email finds the diner it was merged into.
  return db.query(
    `SELECT k.diner_id, d.phone_key AS phone, lower(d.email) AS email, k.vip FROM diners d
       JOIN diners k ON k.diner_id = coalesce(d.merged_into, d.diner_id)
      WHERE d.group_uid = $1 AND (${HELD_BY.phone('d')} = ANY($2::text[]) OR ${HELD_BY.email('d')} = ANY($3::text[]))
      ORDER BY d.merged_into NULLS FIRST`,
    [groupUid, phones, emails.map((e) => e.toLowerCase())],
  );
}

/** A booking's diner: one of the group's, or a new one (`registration`) that is registered only with the booking. */
export interface BookingDiner {
  diner_id: string;
  vip: boolean;
  registration: Diner | null;
}

/**
 * The diner of a booking: matched by phone, else by email, within the group; a new diner when neither matches
 * (always when the contact has neither: nothing to match on). Writes nothing: `registerBookingDiner` does,
 * in the booking's own transaction.
 */
export async function bookingDiner(db: DataSource | EntityManager, groupUid: string, contact: DinerContact): Promise<BookingDiner> {
  const phone = phoneKey(contact.phone);
  const email = contact.email?.toLowerCase() ?? null;
  const matches = await findMatches(db, groupUid, phone ? [phone] : [], email ? [email] : []);
  const existing = (phone && matches.find((m) => m.phone === phone)) || (email && matches.find((m) => m.email === email));
  if (existing) return { diner_id: existing.diner_id, vip: existing.vip || !!contact.vip, registration: null };
  const diner = newDiner(groupUid, contact);
  return { diner_id: diner.diner_id, vip: diner.vip, registration: diner };
}

/**
 * Registers a booking's new diner in the booking's transaction. When another booking registered the same phone
 * or email meanwhile, the claim fails with DinerTakenMeanwhile and the whole transaction rolls back:
 * `retryWhileDinerTaken` then matches and decides again.
 */
export async function registerBookingDiner(
  store: EventStore,
  tx: StreamTransaction,
  diner: BookingDiner,
  metadata: EventMetadata,
): Promise<void> {
  if (!diner.registration) return;
  await tx.append(dinerStream(diner.diner_id), 0, [{ type: 'DinerRegistered', data: { diner: diner.registration } }], {
    rid: null,
    metadata,
  });
  if (store.projections.includes(dinersProjection)) await claim(tx.manager, [diner.diner_id]);
}

/** `work` again (a bounded number of times) while a diner it would register was taken by another booking meanwhile. */
export async function retryWhileDinerTaken<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof DinerTakenMeanwhile) || attempt >= DEFAULT_MAX_ATTEMPTS) throw error;
    }
  }
}

/** The new diners' rows in the read model are their claim on their phones and emails: all must be there. */
async function claim(manager: EntityManager, dinerIds: string[]): Promise<void> {
  const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM diners WHERE diner_id = ANY($1::uuid[])`, [dinerIds]);
  if (n !== dinerIds.length) throw new DinerTakenMeanwhile();
}

type ContactWithProfile = DinerContact & { profile?: DinerProfileFields };

/** Each contact's diner, found or new; the new ones (`created`) are not written yet. */
export interface DinerPlan {
  diners: { diner_id: string; vip: boolean; registered: boolean }[];
  created: Diner[];
}

/**
 * The same for many contacts at once (imports): one lookup, one event per DINERS_PER_EVENT new diners. The new
 * diners' rows in the diners read model are the claim on their phone (and email) in the group: they are
 * written by the inline projection in the appending transaction, so when another host registered the same
 * phone a moment earlier, the claim is missing, the append rolls back and the lookup (of every contact: the
 * other batches' diners are then found) runs again.
 */
export async function matchOrRegisterDiners(
  store: EventStore,
  groupUid: string,
  contacts: readonly ContactWithProfile[],
  metadata: EventMetadata,
): Promise<DinerPlan['diners']> {
  return retryWhileDinerTaken(async () => {
    const { diners, created } = await planDiners(store.dataSource, groupUid, contacts);
    await registerAll(store, created, metadata);
    return diners;
  });
}

/** The plan for many contacts: matched in the group by phone, else email, or a new diner shared by the file's later rows. */
export async function planDiners(db: DataSource, groupUid: string, contacts: readonly ContactWithProfile[]): Promise<DinerPlan> {
  const phones = [...new Set(contacts.map((c) => phoneKey(c.phone)).filter((p): p is string => !!p))];
  const emails = [...new Set(contacts.map((c) => c.email?.toLowerCase()).filter((e): e is string => !!e))];
  const matches = await findMatches(db, groupUid, phones, emails);
  const byPhone = new Map(matches.filter((m) => m.phone).map((m) => [m.phone as string, m]));
  const byEmail = new Map(matches.filter((m) => m.email).map((m) => [m.email as string, m]));
  const created: Diner[] = [];
  const diners = contacts.map((c) => {
    const key = phoneKey(c.phone);
    const existing = (key && byPhone.get(key)) || (c.email && byEmail.get(c.email.toLowerCase()));
    if (existing) return { diner_id: existing.diner_id, vip: existing.vip || !!c.vip, registered: false };
    const diner = newDiner(groupUid, c, c.profile);
    created.push(diner);
    const match = { diner_id: diner.diner_id, phone: key, email: diner.email?.toLowerCase() ?? null, vip: diner.vip };
    if (match.phone) byPhone.set(match.phone, match);
    if (match.email) byEmail.set(match.email, match);
    return { diner_id: diner.diner_id, vip: diner.vip, registered: true };
  });
  return { diners, created };
}

/** New diners in batches of DINERS_PER_EVENT, one event each. */
function batchesOf(diners: readonly Diner[]): Diner[][] {
  const batches: Diner[][] = [];
  for (let i = 0; i < diners.length; i += DINERS_PER_EVENT) batches.push(diners.slice(i, i + DINERS_PER_EVENT));
  return batches;
}

/** The check that the new diners' rows are theirs; none without the inline diners projection (some tests run the store bare). */
function claimOf(store: EventStore, diners: readonly Diner[]): ((manager: EntityManager) => Promise<void>) | undefined {
  const ids = diners.map((d) => d.diner_id);
  return store.projections.includes(dinersProjection) ? (manager) => claim(manager, ids) : undefined;
}

/** New diners, DINERS_PER_EVENT an event. The batches share no phone or email, so they are written side by side. */
async function registerAll(store: EventStore, created: Diner[], metadata: EventMetadata): Promise<void> {
  const written = await Promise.allSettled(batchesOf(created).map((batch) => register(store, batch, metadata)));
  const failed = written.find((w) => w.status === 'rejected');
  if (failed) throw failed.reason;
}

/** New diners in one transaction: their event, their rows in the read model and the check that every row is theirs. */
async function register(store: EventStore, diners: Diner[], metadata: EventMetadata, rid: number | null = null): Promise<void> {
  const within = claimOf(store, diners);
  if (diners.length === 1) {
    await store.append(
      dinerStream(diners[0].diner_id),
      0,
      [{ type: 'DinerRegistered', data: { diner: diners[0] } }],
      { rid, metadata },
      within,
    );
  } else {
    await store.append(
      dinerBatchStream(randomUUID()),
      0,
      [{ type: 'DinersRegistered', data: { diners: diners.map(withoutNulls) } }],
      { rid: null, metadata },
      within,
    );
  }
}

/**
 * New diners registered in a transaction the caller holds, with the bookings they are registered for (an import's):
 * when it rolls back, no diner stays. A phone or email another registration holds now fails the claim with
 * DinerTakenMeanwhile: the caller plans again.
 */
export async function registerWithin(
  store: EventStore,
  manager: EntityManager,
  diners: readonly Diner[],
  metadata: EventMetadata,
): Promise<void> {
  for (const batch of batchesOf(diners)) {
    const event = { type: 'DinersRegistered', data: { diners: batch.map(withoutNulls) } };
    await store.appendWithin(manager, dinerBatchStream(randomUUID()), 0, [event], { rid: null, metadata });
  }
  if (diners.length > 0) await claimOf(store, diners)?.(manager);
}

/**
 * A diner staff added in full at outlet `rid` (whose screens hear of it live): false (nothing written) when
 * another diner of the group holds the phone or email.
 */
export async function registerDiner(store: EventStore, diner: Diner, metadata: EventMetadata, rid: number): Promise<boolean> {
  try {
    await register(store, [diner], metadata, rid);
    return true;
  } catch (error) {
    if (error instanceof DinerTakenMeanwhile) return false;
    throw error;
  }
}
