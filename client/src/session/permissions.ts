import { useSyncExternalStore } from 'react';
import type { Permission, PermissionLevel, SessionOutlet, SessionUser } from '@covers/shared';
import { sessionStore } from './session-store';

/** The caller's spec §6 level at an outlet: a super-admin has every permission; no outlet, none. */
export function permissionLevel(user: SessionUser | null, outlet: SessionOutlet | null, permission: Permission): PermissionLevel {
  if (user?.super_admin) return 'all';
  return outlet?.permissions[permission] ?? 'none';
}

/** May the caller open a screen that needs `permission` (absent: a basic screen) at the current outlet? */
export function mayOpen(user: SessionUser | null, outlet: SessionOutlet | null, permission: Permission | undefined): boolean {
  return !permission || permissionLevel(user, outlet, permission) !== 'none';
}

/** The caller's level of `permission` at the current outlet; re-renders on sign-in and outlet switch. */
export function usePermissionLevel(permission: Permission): PermissionLevel {
  useSyncExternalStore(sessionStore.subscribe, sessionStore.version);
  return permissionLevel(sessionStore.user(), sessionStore.currentOutlet(), permission);
}

/** All Access: the screen shows its edit controls. View Only and No Access: it does not. */
export function useMayEdit(permission: Permission): boolean {
  return usePermissionLevel(permission) === 'all';
}
