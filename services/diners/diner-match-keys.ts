import type { EntityManager } from 'typeorm';

/**
 * The keys a diner in the directory is matched on for possible duplicates, one row each in `diner_match_keys`: the
 * phone's national number (the last 8 digits of its E.164 form, an international '00' read as '+'; a shorter phone
 * whole), the e-mail lower-cased without dots and '+tag' in its local part (an address without '@' whole), the name's
 * words in order ("Tan Mei" is "Mei Tan"), and the last name with the first name's first three letters (a typo further
 * on). Two diners with the same phone or e-mail share these keys too: the pairs are scored on the fields themselves.
 * Kept by the diners projection as diners change, so a search for duplicates does not compute them for every diner.
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

/** These diners' match keys as their rows now stand (none for a merged-away diner). */
export async function refreshMatchKeys(manager: EntityManager, dinerIds: readonly string[]): Promise<void> {
  if (dinerIds.length === 0) return;
  await manager.query(`DELETE FROM diner_match_keys WHERE diner_id = ANY($1::uuid[])`, [dinerIds]);
  await manager.query(`INSERT INTO diner_match_keys (group_uid, key, diner_id) ${matchKeysOf('diners')} AND d.diner_id = ANY($1::uuid[])`, [
    dinerIds,
  ]);
}
