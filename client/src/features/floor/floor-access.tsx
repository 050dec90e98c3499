import type { PermissionLevel } from '@covers/shared';
import { useSession } from '../../session/use-session';

/** The caller's Restaurant Setup "Sections and Table Plans" level at the current outlet (spec §6). */
export function usePlanAccess(): PermissionLevel {
  const { user, outlet } = useSession();
  if (user?.super_admin) return 'all';
  return outlet?.permissions.sectionsAndTablePlans ?? 'none';
}
