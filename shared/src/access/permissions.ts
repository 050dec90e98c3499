/**
 * Spec §6. Everything not named here is a basic permission that every member of an outlet has,
 * Unassigned users included (reservations, walk-ins, waitlist, queue, the floor plan view).
 */
export const PERMISSIONS = {
  /** Restaurant Setup: Service and Online Booking Slot. */
  servicesAndSlots: { group: 'restaurantSetup', levels: ['all', 'view', 'none'] },
  /** Restaurant Setup: Sections and Table Plans. */
  sectionsAndTablePlans: { group: 'restaurantSetup', levels: ['all', 'view', 'none'] },
  /** Diner Management: view only, or view/edit/export. */
  dinerManagement: { group: 'dinerManagement', levels: ['all', 'view', 'none'] },
  /** Diner Management: Export Diner List, granted separately. */
  exportDinerList: { group: 'dinerManagement', levels: ['all', 'none'] },
  /** Team Management: User Access Control (Users and Access). */
  userAccessControl: { group: 'teamManagement', levels: ['all', 'view', 'none'] },
  reports: { group: 'reports', levels: ['all', 'view', 'none'] },
} as const;

export type Permission = keyof typeof PERMISSIONS;
export type PermissionLevel = 'all' | 'view' | 'none';
export type PermissionSet = Record<Permission, PermissionLevel>;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
export const PERMISSION_GROUPS = ['restaurantSetup', 'dinerManagement', 'teamManagement', 'reports'] as const;

const LEVEL_RANK: Record<PermissionLevel, number> = { none: 0, view: 1, all: 2 };

/** Does a holder of `granted` satisfy a route that needs `needed`? */
export function levelSatisfies(granted: PermissionLevel, needed: Exclude<PermissionLevel, 'none'>): boolean {
  return LEVEL_RANK[granted] >= LEVEL_RANK[needed];
}

/**
 * Booking outside a service's rules (party size, children, a table not bookable, a time outside every
 * service): staff who may at least view the Service settings, so never Unassigned users nor online bookings.
 */
export function mayOverrideServiceRules(caller: { superAdmin: boolean; permissions: PermissionSet }): boolean {
  return caller.superAdmin || levelSatisfies(caller.permissions.servicesAndSlots, 'view');
}

export const NO_PERMISSIONS: PermissionSet = {
  servicesAndSlots: 'none',
  sectionsAndTablePlans: 'none',
  dinerManagement: 'none',
  exportDinerList: 'none',
  userAccessControl: 'none',
  reports: 'none',
};

export const DEFAULT_ACCESS_TYPES = {
  Admin: {
    servicesAndSlots: 'all',
    sectionsAndTablePlans: 'all',
    dinerManagement: 'all',
    exportDinerList: 'all',
    userAccessControl: 'all',
    reports: 'all',
  },
  Manager: {
    servicesAndSlots: 'all',
    sectionsAndTablePlans: 'all',
    dinerManagement: 'all',
    exportDinerList: 'all',
    userAccessControl: 'view',
    reports: 'all',
  },
  'Front of House': {
    servicesAndSlots: 'view',
    sectionsAndTablePlans: 'view',
    dinerManagement: 'view',
    exportDinerList: 'none',
    userAccessControl: 'none',
    reports: 'none',
  },
} as const satisfies Record<string, PermissionSet>;
export type DefaultAccessTypeName = keyof typeof DEFAULT_ACCESS_TYPES;
