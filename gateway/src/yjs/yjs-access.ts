import { outletOfUser, type SignInService } from '@covers/services/access';
import { floorPlanExists } from '@covers/services/floor';
import { isDomainError, parseFloorPlanDocumentName, YJS_CLOSE_CODES } from '@covers/shared';
import type { DataSource } from 'typeorm';

export type YjsAccess = { ok: true; readOnly: boolean } | { ok: false; code: number; reason: string };

/**
 * Who may open `floorplan-<rid>-<planId>`: a signed-in member of rid whose access type grants
 * "Sections and Table Plans" — All Access edits, View Only watches, No Access is refused.
 */
export async function authorizeYjs(dataSource: DataSource, signIn: SignInService, docName: string, token: string | null): Promise<YjsAccess> {
  const target = parseFloorPlanDocumentName(docName);
  if (!target) return { ok: false, code: YJS_CLOSE_CODES.notFound, reason: 'unknown document' };
  if (!token) return { ok: false, code: YJS_CLOSE_CODES.unauthorized, reason: 'token required' };
  let user;
  try {
    ({ user } = await signIn.authenticate(token));
  } catch (error) {
    if (isDomainError(error)) return { ok: false, code: YJS_CLOSE_CODES.unauthorized, reason: error.code };
    throw error;
  }
  const outlet = await outletOfUser(dataSource.manager, user, target.rid);
  const level = outlet?.permissions.sectionsAndTablePlans ?? 'none';
  if (level === 'none') return { ok: false, code: YJS_CLOSE_CODES.forbidden, reason: 'no access' };
  if (!(await floorPlanExists(dataSource, target.rid, target.planId))) return { ok: false, code: YJS_CLOSE_CODES.notFound, reason: 'unknown table plan' };
  return { ok: true, readOnly: level !== 'all' };
}
