import type { FeatureFlags, PermissionSet } from '@covers/shared';

export interface OutletAccess {
  rid: number;
  /** null = Unassigned at this outlet (basic permissions only). */
  accessTypeId: string | null;
}

export interface UserProfile {
  username: string;
  staffName: string;
  positionTitle: string;
  phone: string;
  email: string;
  language: string;
}

/** An outlet as the group records it: its id (rid), name, Ruid and the currency, country and time zone it runs in. */
export interface OutletDetails {
  rid: number;
  name: string;
  ruid: string;
  currency: string;
  countryCode: string;
  timezone: string;
}

export type GroupCreated = { type: 'GroupCreated'; data: { groupUid: string; name: string } };
export type OutletAdded = { type: 'OutletAdded'; data: OutletDetails & { groupUid: string } };
export type AccessTypeDefined = {
  type: 'AccessTypeDefined';
  data: { groupUid: string; accessTypeId: string; name: string; permissions: PermissionSet; isDefault: boolean };
};
export type AccessTypeDeleted = { type: 'AccessTypeDeleted'; data: { accessTypeId: string } };
export type UserRegistered = { type: 'UserRegistered'; data: UserProfile & { groupUid: string; userId: string; passwordHash: string } };
export type SuperAdminRegistered = { type: 'SuperAdminRegistered'; data: UserProfile & { userId: string; passwordHash: string } };
export type UserProfileUpdated = { type: 'UserProfileUpdated'; data: UserProfile & { userId: string } };
export type UserPasswordChanged = { type: 'UserPasswordChanged'; data: { userId: string; passwordHash: string } };
/** The user's access at the outlets listed changed (outlets not listed are as they were). */
export type UserAccessChanged = { type: 'UserAccessChanged'; data: { userId: string; outlets: OutletAccess[] } };
export type UserDeleted = { type: 'UserDeleted'; data: { userId: string } };
/** A super-admin set the outlet's spec §3 feature flags. */
export type OutletFeaturesSet = { type: 'OutletFeaturesSet'; data: { rid: number; flags: FeatureFlags } };

export type AccessEvent =
  | GroupCreated
  | OutletAdded
  | AccessTypeDefined
  | AccessTypeDeleted
  | UserRegistered
  | SuperAdminRegistered
  | UserProfileUpdated
  | UserPasswordChanged
  | UserAccessChanged
  | UserDeleted
  | OutletFeaturesSet;

export const ACCESS_EVENT_TYPES: readonly AccessEvent['type'][] = [
  'GroupCreated',
  'OutletAdded',
  'AccessTypeDefined',
  'AccessTypeDeleted',
  'UserRegistered',
  'SuperAdminRegistered',
  'UserProfileUpdated',
  'UserPasswordChanged',
  'UserAccessChanged',
  'UserDeleted',
  'OutletFeaturesSet',
];

/**
 * A sign-in to the console, on a stream of the user's own per outlet (never the group's: signing in never clashes
 * with editing users). `rid`: the outlet the user signed in to, when known (asked for and held, or their only one).
 */
export type UserSignedIn = {
  type: 'UserSignedIn';
  data: { userId: string; username: string; groupUid: string | null; rid: number | null; via: 'password' | 'code' };
};
/** A refused sign-in of an existing user: a wrong password, or the account locked after too many. */
export type UserSignInFailed = {
  type: 'UserSignInFailed';
  data: { userId: string; username: string; groupUid: string | null; rid: number | null; reason: 'wrong_password' | 'locked' };
};
export type SignInEvent = UserSignedIn | UserSignInFailed;

export const SIGN_IN_EVENT_TYPES: readonly SignInEvent['type'][] = ['UserSignedIn', 'UserSignInFailed'];
