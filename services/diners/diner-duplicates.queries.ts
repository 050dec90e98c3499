import type { DinerDuplicatePair, DinerDuplicatesResult, DinerProfile, DuplicateReason } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import { dinerBookedElsewhereSubquery, dinerVisitStats } from '../reservations';
import { emailAlias, MATCH_FIELDS } from './diner-match-keys';
import { countedDinerIds, profileColumns } from './diners.queries';

type Db = DataSource | EntityManager;

/** A key shared by more diners than this is not evidence (a placeholder phone, a very common name). */
const MAX_BLOCK = 50;
/** Pairs found by their names only need names at least this similar (pg_trgm similarity, 0-1). */
const MIN_NAME_SIMILARITY = 0.5;

/** The match fields of the diners in the candidate pairs only (the caller's outlets' diners when limited: `within`). */
const keyed = (within: string) => `
  SELECT d.diner_id, m.* FROM diners d CROSS JOIN LATERAL (${MATCH_FIELDS}) m
   WHERE d.diner_id IN (SELECT a FROM pairs UNION SELECT b FROM pairs)${within}`;

const SCORED = `
  SELECT p.a, p.b,
         (ka.e164 = kb.e164 AND length(ka.e164) >= 7) AS phone,
         (length(ka.e164) >= 8 AND right(ka.e164, 8) = right(kb.e164, 8)) AS phone_national,
         (ka.email <> '' AND ka.email = kb.email) AS email,
         (ka.email LIKE '%@%' AND ${emailAlias('ka.email')} = ${emailAlias('kb.email')}) AS email_alias,
         similarity(ka.name, kb.name) AS name_similarity
    FROM pairs p JOIN keyed ka ON ka.diner_id = p.a JOIN keyed kb ON kb.diner_id = p.b`;

/** Evidence weights: the same E.164 phone is the strongest. */
const SCORE = `least(1, CASE WHEN phone THEN 0.6 WHEN phone_national THEN 0.4 ELSE 0 END
  + CASE WHEN email THEN 0.5 WHEN email_alias THEN 0.35 ELSE 0 END
  + CASE WHEN name_similarity >= ${MIN_NAME_SIMILARITY} THEN 0.4 * name_similarity ELSE 0 END)`;

interface ScoredRow {
  a: string;
  b: string;
  phone: boolean;
  phone_national: boolean;
  email: boolean;
  email_alias: boolean;
  name_similarity: number;
  score: number;
  total: number;
}

/**
 * Possible duplicates among the group's diners, strongest first, paged. `rids`: the outlets where the caller may edit
 * diners, or null for all of the group's; with a list, only diners whose outlets (home and bookings) are all among
 * them are paired.
 */
export async function duplicateDiners(
  db: Db,
  groupUid: string,
  rids: readonly number[] | null,
  page: { page: number; page_size: number },
): Promise<DinerDuplicatesResult> {
  let rows = await scoredPairs(db, groupUid, rids, page.page_size, (page.page - 1) * page.page_size);
  // A page past the end has no row to carry the total.
  const total = rows[0]?.total ?? (page.page > 1 ? ((await scoredPairs(db, groupUid, rids, 1, 0))[0]?.total ?? 0) : 0);
  const profiles = await profilesOf(db, groupUid, [...new Set(rows.flatMap((r) => [r.a, r.b]))]);
  rows = rows.filter((row) => profiles.has(row.a) && profiles.has(row.b));
  const pairs: DinerDuplicatePair[] = rows.map((row) => ({
    first: profiles.get(row.a) as DinerProfile,
    second: profiles.get(row.b) as DinerProfile,
    score: row.score,
    reasons: reasonsOf(row),
    name_similarity: Math.round(row.name_similarity * 100) / 100,
  }));
  return { pairs, total, page: page.page, page_size: page.page_size };
}

/** The scored pairs' query: $1 group, $2 largest block, $3 limit, $4 offset, $5 (when `withinOutlets`) the outlets. */
export function scoredPairsSql(withinOutlets: boolean): string {
  const within = withinOutlets
    ? ` AND (d.home_rid IS NULL OR d.home_rid = ANY($5::int[])) AND NOT ${dinerBookedElsewhereSubquery(countedDinerIds('d.diner_id'), '$5::int[]')}`
    : '';
  // Only diners sharing a key are compared (never all pairs): the blocks come from the match keys' index.
  return `WITH blocks AS (SELECT array_agg(diner_id) AS ids FROM diner_match_keys WHERE group_uid = $1
                           GROUP BY key HAVING count(*) BETWEEN 2 AND $2),
          pairs AS MATERIALIZED (SELECT DISTINCT a, b FROM blocks, unnest(ids) a, unnest(ids) b WHERE a < b),
          keyed AS MATERIALIZED (${keyed(within)}),
          scored AS (SELECT s.*, ${SCORE} AS score FROM (${SCORED}) s)
     SELECT a, b, phone, phone_national, email, email_alias, name_similarity::float AS name_similarity,
            round(score::numeric, 2)::float AS score, count(*) OVER ()::int AS total
       FROM scored WHERE phone OR phone_national OR email OR email_alias OR name_similarity >= ${MIN_NAME_SIMILARITY}
      ORDER BY score DESC, a, b LIMIT $3 OFFSET $4`;
}

function scoredPairs(db: Db, groupUid: string, rids: readonly number[] | null, limit: number, offset: number): Promise<ScoredRow[]> {
  const params: unknown[] = [groupUid, MAX_BLOCK, limit, offset];
  if (rids !== null) params.push(rids);
  return db.query(scoredPairsSql(rids !== null), params);
}

function reasonsOf(row: ScoredRow): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  if (row.phone) reasons.push('phone');
  else if (row.phone_national) reasons.push('phone_national');
  if (row.email) reasons.push('email');
  else if (row.email_alias) reasons.push('email_alias');
  if (row.name_similarity >= MIN_NAME_SIMILARITY) reasons.push('name');
  return reasons;
}

async function profilesOf(db: Db, groupUid: string, ids: string[]): Promise<Map<string, DinerProfile>> {
  if (ids.length === 0) return new Map();
  const rows: DinerProfile[] = await db.query(
    `SELECT ${profileColumns()} FROM diners d ${dinerVisitStats.join('d.diner_id')}
      WHERE d.group_uid = $1 AND d.diner_id = ANY($2::uuid[])`,
    [groupUid, ids],
  );
  return new Map(rows.map((row) => [row.diner_id, row]));
}
