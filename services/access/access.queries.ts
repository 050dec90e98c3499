import { DEFAULT_ACCESS_TYPES, defaultFeatureFlags, NO_PERMISSIONS, type FeatureFlags, type PermissionSet } from '@covers/shared';
import type { DataSource, EntityManager } from 'typeorm';
import type { UserProfile } from './access.events';

/** A super-admin holds every permission at every outlet. */
export const SUPER_ADMIN_PERMISSIONS: PermissionSet = { ...DEFAULT_ACCESS_TYPES.Admin };

export interface UserRecord extends UserProfile {
  userId: string;
  groupUid: string | null;
  passwordHash: string;
  superAdmin: boolean;
}

export interface UserOutlet extends PublicOutlet {
  /** null = Unassigned (basic permissions only); also null for a super-admin, who holds every permission. */
  accessTypeId: string | null;
  accessTypeName: string | null;
  permissions: PermissionSet;
  /** As a super-admin set them, else the defaults. */
  featureFlags: FeatureFlags;
}

const USER_COLUMNS = `user_id AS "userId", group_uid AS "groupUid", username, staff_name AS "staffName",
  position_title AS "positionTitle", phone, email, password_hash AS "passwordHash", language, super_admin AS "superAdmin"`;

const OUTLET_COLUMNS = `o.rid, o.group_uid AS "groupUid", o.name, o.ruid, o.currency, o.country_code AS "countryCode", o.timezone,
  o.feature_flags AS "storedFlags", (SELECT count(*) FROM outlets g WHERE g.group_uid = o.group_uid) > 1 AS "groupOutlet"`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUser(manager: EntityManager, userId: string): Promise<UserRecord | undefined> {
  const rows: UserRecord[] = await manager.query(`SELECT ${USER_COLUMNS} FROM users WHERE user_id = $1`, [userId]);
  return rows[0];
}

/** Users a sign-in may mean: by user ID within a company, or across companies when none is given. */
export async function findLoginCandidates(
  manager: EntityManager,
  lookup: { username?: string; email?: string; companyId?: string; superAdmin: boolean },
): Promise<UserRecord[]> {
  const params: unknown[] = [lookup.superAdmin];
  const where = ['super_admin = $1'];
  if (lookup.username !== undefined) where.push(`lower(username) = lower($${params.push(lookup.username)})`);
  if (lookup.email !== undefined) where.push(`lower(email) = lower($${params.push(lookup.email)})`);
  if (lookup.companyId !== undefined) where.push(`group_uid = $${params.push(lookup.companyId)}`);
  return manager.query(`SELECT ${USER_COLUMNS} FROM users WHERE ${where.join(' AND ')} ORDER BY user_id LIMIT 20`, params);
}

/** An outlet as `user` (an SQL expression naming the user ID) sees it at the outlet `rid` (one too), whether or not a member. */
const OUTLET_AS_SEEN_BY = (user: string, rid: string) => `
  SELECT ${OUTLET_COLUMNS}, uo.access_type_id AS "accessTypeId", a.name AS "accessTypeName", a.permissions,
         uo.user_id IS NOT NULL AS member
    FROM outlets o
    LEFT JOIN user_outlets uo ON uo.rid = o.rid AND uo.user_id = ${user}
    LEFT JOIN access_types a ON a.access_type_id = uo.access_type_id
   WHERE o.rid = ${rid}`;

/**
 * The user behind an access token, or nothing when the user was deleted, the token's family was revoked
 * (logout, refresh-token reuse, password reset) or the family was never the user's (a forged claim): each
 * takes effect on the very next request. HTTP, Socket.IO and y-websocket all ask this. Given the outlet a request
 * acts on, the same read brings the outlet as the user sees it (`outletOfUser`), undefined where they hold none.
 */
export async function findSessionUser(
  db: DataSource | EntityManager,
  userId: string,
  familyId: string,
  rid?: number,
): Promise<{ user: UserRecord; outlet?: UserOutlet } | undefined> {
  if (!UUID.test(userId) || !UUID.test(familyId)) return undefined;
  // With no rid, the outlet's read finds no row: one query text either way.
  const rows: (UserRecord & { outlet: OutletRow | null })[] = await db.query(
    `SELECT ${USER_COLUMNS}, row_to_json(o) AS outlet FROM users
       LEFT JOIN LATERAL (${OUTLET_AS_SEEN_BY('users.user_id', '$3::int')}) o ON true
      WHERE user_id = $1
        AND EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $2 AND user_id = $1)
        AND NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $2 AND revoked_at IS NOT NULL)`,
    [userId, familyId, rid ?? null],
  );
  if (!rows[0]) return undefined;
  const { outlet, ...user } = rows[0];
  return { user, outlet: outlet ? outletAsSeenBy(outlet, user) : undefined };
}

interface OutletRow extends Omit<UserOutlet, 'permissions' | 'featureFlags'> {
  permissions: PermissionSet | null;
  member: boolean;
  storedFlags: FeatureFlags | null;
  groupOutlet: boolean;
}

function toUserOutlet({ member: _member, storedFlags, groupOutlet, ...outlet }: OutletRow, superAdmin: boolean): UserOutlet {
  const row = { ...outlet, featureFlags: { ...defaultFeatureFlags(groupOutlet), ...storedFlags } };
  if (superAdmin) return { ...row, accessTypeId: null, accessTypeName: null, permissions: SUPER_ADMIN_PERMISSIONS };
  return { ...row, permissions: row.permissions ?? NO_PERMISSIONS };
}

/** The outlets a user holds, with their access type and permissions there; a super-admin holds every outlet. */
export async function outletsOfUser(manager: EntityManager, userId: string): Promise<UserOutlet[]> {
  const user = await findUser(manager, userId);
  if (!user) return [];
  const rows: OutletRow[] = user.superAdmin
    ? await manager.query(
        `SELECT ${OUTLET_COLUMNS}, NULL AS "accessTypeId", NULL AS "accessTypeName", NULL AS permissions, true AS member FROM outlets o ORDER BY o.rid`,
      )
    : await manager.query(
        `SELECT ${OUTLET_COLUMNS}, uo.access_type_id AS "accessTypeId", a.name AS "accessTypeName", a.permissions, true AS member
           FROM user_outlets uo
           JOIN outlets o ON o.rid = uo.rid AND o.group_uid = $2
           LEFT JOIN access_types a ON a.access_type_id = uo.access_type_id
          WHERE uo.user_id = $1
          ORDER BY o.rid`,
        [userId, user.groupUid],
      );
  return rows.map((row) => toUserOutlet(row, user.superAdmin));
}

/** One outlet as the user sees it, or undefined when they hold no membership there (or it does not exist). */
export async function outletOfUser(
  manager: EntityManager,
  user: Pick<UserRecord, 'userId' | 'groupUid' | 'superAdmin'>,
  rid: number,
): Promise<UserOutlet | undefined> {
  const [row]: OutletRow[] = await manager.query(OUTLET_AS_SEEN_BY('$1', '$2'), [user.userId, rid]);
  return row ? outletAsSeenBy(row, user) : undefined;
}

function outletAsSeenBy(row: OutletRow, user: Pick<UserRecord, 'groupUid' | 'superAdmin'>): UserOutlet | undefined {
  if (user.superAdmin) return toUserOutlet(row, true);
  if (!row.member || row.groupUid !== user.groupUid) return undefined;
  return toUserOutlet(row, false);
}

/** The rids of the outlets a user is a member of, or of every outlet for a super-admin. */
export async function outletRidsOfUser(db: DataSource | EntityManager, userId: string, superAdmin: boolean): Promise<number[]> {
  const rows: { rid: number }[] = superAdmin
    ? await db.query(`SELECT rid FROM outlets ORDER BY rid`)
    : await db.query(`SELECT rid FROM user_outlets WHERE user_id = $1 ORDER BY rid`, [userId]);
  return rows.map((r) => r.rid);
}

/** An outlet's time zone, Restaurant UID and group; undefined for an outlet not (yet) known. */
export async function outletZone(
  db: DataSource | EntityManager,
  rid: number,
): Promise<{ timezone: string; ruid: string; group_uid: string } | undefined> {
  const [row]: { timezone: string; ruid: string; group_uid: string }[] = await db.query(
    `SELECT timezone, ruid, group_uid FROM outlets WHERE rid = $1`,
    [rid],
  );
  return row;
}

/** An outlet's time zone as a subquery, for a context that reads it in the same round trip as its own tables. */
export const outletTimeZoneSubquery = (ridParameter: string) => `(SELECT timezone FROM outlets WHERE rid = ${ridParameter})`;

/** Usernames by user id, for showing who acted. */
export async function usernames(db: DataSource | EntityManager, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows: { user_id: string; username: string }[] = await db.query(
    `SELECT user_id::text AS user_id, username FROM users WHERE user_id::text = ANY($1::text[])`,
    [userIds],
  );
  return new Map(rows.map((r) => [r.user_id, r.username]));
}

/** An outlet's name, for pages outside the console (a diner's feedback page). */
export async function outletName(db: DataSource | EntityManager, rid: number): Promise<string | undefined> {
  const [row]: { name: string }[] = await db.query(`SELECT name FROM outlets WHERE rid = $1`, [rid]);
  return row?.name;
}

/** Every outlet of the group an outlet belongs to, itself included. */
export async function sameGroupRids(db: DataSource | EntityManager, rid: number): Promise<number[]> {
  const rows: { rid: number }[] = await db.query(
    `SELECT g.rid FROM outlets o JOIN outlets g ON g.group_uid = o.group_uid WHERE o.rid = $1 ORDER BY g.rid`,
    [rid],
  );
  return rows.map((r) => r.rid);
}

export async function groupOutlets(manager: EntityManager, groupUid: string): Promise<{ rid: number; name: string; ruid: string }[]> {
  return manager.query(`SELECT rid, name, ruid FROM outlets WHERE group_uid = $1 ORDER BY rid`, [groupUid]);
}

export interface GroupUser extends UserProfile {
  userId: string;
  outlets: { rid: number; accessTypeId: string | null; accessTypeName: string | null }[];
}

export async function groupUsers(manager: EntityManager, groupUid: string): Promise<GroupUser[]> {
  return manager.query(
    `SELECT u.user_id AS "userId", u.username, u.staff_name AS "staffName", u.position_title AS "positionTitle", u.phone, u.email, u.language,
            COALESCE(json_agg(json_build_object('rid', uo.rid, 'accessTypeId', uo.access_type_id, 'accessTypeName', a.name) ORDER BY uo.rid)
                     FILTER (WHERE uo.rid IS NOT NULL), '[]') AS outlets
       FROM users u
       LEFT JOIN user_outlets uo ON uo.user_id = u.user_id
       LEFT JOIN access_types a ON a.access_type_id = uo.access_type_id
      WHERE u.group_uid = $1
      GROUP BY u.user_id
      ORDER BY lower(u.staff_name), u.username`,
    [groupUid],
  );
}

export interface GroupAccessType {
  accessTypeId: string;
  name: string;
  permissions: PermissionSet;
  isDefault: boolean;
  userCount: number;
}

export async function groupAccessTypes(manager: EntityManager, groupUid: string): Promise<GroupAccessType[]> {
  const rows: (GroupAccessType & { userCount: string | number })[] = await manager.query(
    `SELECT a.access_type_id AS "accessTypeId", a.name, a.permissions, a.is_default AS "isDefault",
            (SELECT count(DISTINCT uo.user_id) FROM user_outlets uo WHERE uo.access_type_id = a.access_type_id) AS "userCount"
       FROM access_types a
      WHERE a.group_uid = $1
      ORDER BY a.is_default DESC, lower(a.name)`,
    [groupUid],
  );
  return rows.map((row) => ({ ...row, userCount: Number(row.userCount) }));
}

/** Whether any outlet shares the group (spec §3's is_group_outlet flag). */
export async function groupOutletCount(manager: EntityManager, groupUid: string): Promise<number> {
  const rows: { count: string }[] = await manager.query(`SELECT count(*) AS count FROM outlets WHERE group_uid = $1`, [groupUid]);
  return Number(rows[0].count);
}

/** The country an outlet runs in (ISO 3166 alpha-2), the default country of the phones typed there. */
export async function outletCountryCode(db: DataSource | EntityManager, rid: number): Promise<string> {
  const [row]: { country_code: string }[] = await db.query(`SELECT country_code FROM outlets WHERE rid = $1`, [rid]);
  return row?.country_code ?? 'SG';
}

/** An outlet as its public pages know it: by its restaurant uid (spec §3's Ruid), never by the numeric rid. */
export interface PublicOutlet {
  rid: number;
  groupUid: string;
  name: string;
  ruid: string;
  currency: string;
  countryCode: string;
  timezone: string;
}

async function publicOutletWhere(db: DataSource | EntityManager, column: 'rid' | 'ruid', value: number | string) {
  const rows: PublicOutlet[] = await db.query(
    `SELECT rid, group_uid AS "groupUid", name, ruid, currency, country_code AS "countryCode", timezone FROM outlets WHERE ${column} = $1`,
    [value],
  );
  return rows[0];
}

export const outletByRuid = (db: DataSource | EntityManager, ruid: string): Promise<PublicOutlet | undefined> =>
  publicOutletWhere(db, 'ruid', ruid);

export const outletByRid = (db: DataSource | EntityManager, rid: number): Promise<PublicOutlet | undefined> =>
  publicOutletWhere(db, 'rid', rid);
