import { outletOfUser, type SignInService, type UserRecord } from '@covers/services/access';
import { floorPlanExists } from '@covers/services/floor';
import { isDomainError, parseFloorPlanDocumentName, YJS_CLOSE_CODES } from '@covers/shared';
import type { DataSource } from 'typeorm';
import { expiryOf } from '../live/socket-session';

/** Who holds an open Yjs socket, as far as ending it when their session or access changes goes. */
export interface YjsEditor {
  user: UserRecord;
  rid: number;
  readOnly: boolean;
  /** The refresh-token family the access token came from: revoking it ends the socket. */
  family: string;
  /** Epoch seconds: the access token's expiry. */
  expiresAt: number;
}

export type YjsAccess = { ok: true; editor: YjsEditor } | { ok: false; code: number; reason: string };

/** The user's level on the Restaurant Setup permission "Sections and Table Plans" at rid. */
export async function tablePlanAccess(dataSource: DataSource, user: UserRecord, rid: number): Promise<'all' | 'view' | 'none'> {
  const outlet = await outletOfUser(dataSource.manager, user, rid);
  return outlet?.permissions.sectionsAndTablePlans ?? 'none';
}

/**
 * Who may open `floorplan-<rid>-<planId>`: a signed-in member of rid whose access type grants
 * "Sections and Table Plans" — All Access edits, View Only watches, No Access is refused.
 */
export async function authorizeYjs(
  dataSource: DataSource,
  signIn: SignInService,
  docName: string,
  token: string | null,
): Promise<YjsAccess> {
  const target = parseFloorPlanDocumentName(docName);
  if (!target) return { ok: false, code: YJS_CLOSE_CODES.notFound, reason: 'unknown document' };
  if (!token) return { ok: false, code: YJS_CLOSE_CODES.unauthorized, reason: 'token required' };
  let authenticated;
  try {
    authenticated = await signIn.authenticate(token, target.rid);
  } catch (error) {
    if (isDomainError(error)) return { ok: false, code: YJS_CLOSE_CODES.unauthorized, reason: error.code };
    throw error;
  }
  const { user, claims, outlet } = authenticated;
  const level = outlet?.permissions.sectionsAndTablePlans ?? 'none';
  if (level === 'none') return { ok: false, code: YJS_CLOSE_CODES.forbidden, reason: 'no access' };
  if (!(await floorPlanExists(dataSource, target.rid, target.planId)))
    return { ok: false, code: YJS_CLOSE_CODES.notFound, reason: 'unknown table plan' };
  return { ok: true, editor: { user, rid: target.rid, readOnly: level !== 'all', family: claims.fam, expiresAt: expiryOf(token) } };
}
