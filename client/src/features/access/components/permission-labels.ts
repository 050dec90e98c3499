import { PERMISSIONS, type Permission, type PermissionLevel } from '@covers/shared';

/** The label key of a level of a permission: Diner Management says View/Edit/Export, Export Diner List says Allowed. */
export function levelLabelKey(permission: Permission, level: PermissionLevel): string {
  if (level === 'none') return 'access.levelNone';
  if (permission === 'dinerManagement') return `accessUi.dinerLevel_${level}`;
  if (permission === 'exportDinerList') return 'accessUi.exportLevel_all';
  return level === 'all' ? 'access.levelAll' : 'access.levelView';
}

export const levelsOf = (permission: Permission): readonly PermissionLevel[] => PERMISSIONS[permission].levels;
