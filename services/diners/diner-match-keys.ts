import type { EntityManager } from 'typeorm';
import { SubscriptionRunner, type EventStore, type RecordedEvent, type Subscriber } from '../eventstore';
import type { DinerEvent } from './diners.events';

/**
 * The keys a diner in the directory is matched on for possible duplicates, one row each in `diner_match_keys`: the
 * phone's national number (the last 8 digits of its E.164 form, an international '00' read as '+'; a shorter phone
 * whole), the e-mail lower-cased without dots and '+tag' in its local part (an address without '@' whole), the name's
 * words in order ("Tan Mei" is "Mei Tan"), and the last name with the first name's first three letters (a typo further
 * on). Two diners with the same phone or e-mail share these keys too: the pairs are scored on the fields themselves.
 * Kept from the diners' rows as they change (`dinerMatchKeys`), so a search for duplicates does not compute them for
 * every diner.
 */
export const MATCH_FIELDS = `
  SELECT regexp_replace(regexp_replace(coalesce(d.phone, ''), '[^0-9]', '', 'g'), '^00', '') AS e164,
         lower(trim(coalesce(d.email, ''))) AS email,
         trim(regexp_replace(lower(coalesce(d.first_name, '') || ' ' || d.last_name), '[^[:alnum:]]+', ' ', 'g')) AS name,
         regexp_replace(lower(coalesce(d.first_name, '')), '[^[:alnum:]]+', '', 'g') AS first,
         regexp_replace(lower(d.last_name), '[^[:alnum:]]+', '', 'g') AS last`;

/** An e-mail's local part without dots and '+tag', with its domain. */
export const emailAlias = (email: string) =>
  `(regexp_replace(split_part(${email}, '@', 1), '\\+.*$|\\.', '', 'g') || '@' || split_part(${email}, '@', 2))`;

/** The match keys of the diners in `source` (a table or a CTE with the diners' columns). */
export const matchKeysOf = (source: string) => `
  SELECT d.group_uid, k.key, d.diner_id
    FROM ${source} d
   CROSS JOIN LATERAL (${MATCH_FIELDS}) m
   CROSS JOIN LATERAL (VALUES
     (CASE WHEN length(m.e164) >= 8 THEN 'n' || right(m.e164, 8) WHEN length(m.e164) = 7 THEN 'p' || m.e164 END),
     (CASE WHEN m.email LIKE '%@%' THEN 'a' || ${emailAlias('m.email')} WHEN m.email <> '' THEN 'e' || m.email END),
     (CASE WHEN m.name <> '' THEN 's' || array_to_string(ARRAY(SELECT w FROM unnest(string_to_array(m.name, ' ')) w WHERE w <> '' ORDER BY w), ' ') END),
     (CASE WHEN length(m.first) >= 3 AND m.last <> '' THEN 'f' || m.last || '|' || left(m.first, 3) END)
   ) k(key)
   WHERE k.key IS NOT NULL AND d.merged_into IS NULL`;

/** The events that change a diner's row in a way its keys follow: each names the diner (a batch, by its position). */
const KEYED_EVENTS: readonly DinerEvent['type'][] = [
  'DinerRegistered',
  'DinersRegistered',
  'DinerEdited',
  'DinerMergedAway',
  'DinerKeptInMerge',
  'DinerKeptMergeUndone',
  'DinerMergedAwayRestored',
];

/** The diners these events changed: the batches' are read from their stored events, the others' from the events. */
const CHANGED_DINERS = `
  SELECT unnest($1::uuid[]) AS diner_id
   UNION SELECT (d ->> 'diner_id')::uuid FROM events e, jsonb_array_elements(e.data -> 'diners') d WHERE e.position = ANY($2::bigint[])`;

/**
 * The changed diners' keys as their rows now stand (none for a merged-away diner): whatever the events in between,
 * the keys end as the latest row gives them, and handling an event again changes nothing.
 */
async function refreshChanged(manager: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
  const ids: string[] = [];
  const batches: number[] = [];
  for (const recorded of events) {
    if (recorded.type === 'DinersRegistered') batches.push(recorded.position);
    else ids.push((recorded.data as { diner: { diner_id: string } }).diner.diner_id);
  }
  await manager.query(`DELETE FROM diner_match_keys WHERE diner_id IN (${CHANGED_DINERS})`, [ids, batches]);
  await manager.query(
    `INSERT INTO diner_match_keys (group_uid, key, diner_id) ${matchKeysOf('diners')} AND d.diner_id IN (${CHANGED_DINERS})`,
    [ids, batches],
  );
}

const matchKeysSubscriber: Subscriber = {
  name: 'diner-match-keys',
  types: KEYED_EVENTS,
  handle: refreshChanged,
};

/** How often the background follower looks for changes: a burst of bookings for new diners is keyed in one go. */
const FOLLOW_INTERVAL_MS = 1000;

/**
 * The match keys, kept after each change commits rather than in its transaction: an import of bookings or diners
 * does not write four keys per new diner while it holds its streams. Started, the runner keeps them in the background,
 * every FOLLOW_INTERVAL_MS; a read of the keys calls its `catchUp` first, so it sees every change committed before it
 * (read your writes).
 */
export const dinerMatchKeys = (store: EventStore, onError?: (error: unknown) => void) =>
  new SubscriptionRunner(store, matchKeysSubscriber, { batchSize: 1000, pollIntervalMs: FOLLOW_INTERVAL_MS, pollOnly: true, onError });
