import { DEFAULT_ACCESS_TYPES, DomainError, type DefaultAccessTypeName } from '@covers/shared';
import { decideBy, type Decider } from '../eventstore';
import type { AccessCommand, AccessCommands } from './access.commands';
import type { AccessEvent, OutletAccess, UserProfile } from './access.events';
import { evolveAccess, initialAccessState, type AccessState, type UserState } from './access.state';

/** One command's decision: its data against the directory as it stands. */
type Decision<K extends keyof AccessCommands> = (data: AccessCommands[K], state: AccessState) => AccessEvent[];

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function usernameTaken(state: AccessState, username: string, exceptUserId?: string): boolean {
  for (const [userId, user] of state.users) if (userId !== exceptUserId && sameName(user.profile.username, username)) return true;
  return false;
}

function requireGroup(state: AccessState): string {
  if (!state.groupUid) throw new DomainError('NOT_FOUND');
  return state.groupUid;
}

function requireUser(state: AccessState, userId: string): UserState {
  const user = state.users.get(userId);
  if (!user) throw new DomainError('NOT_FOUND');
  return user;
}

/** An administrator acts only on users and access types held nowhere but where they administer. */
function requireAdministered(administeredRids: readonly number[] | undefined, heldAt: Iterable<number>): void {
  if (!administeredRids) return;
  for (const rid of heldAt)
    if (!administeredRids.includes(rid)) throw new DomainError('OUTLET_FORBIDDEN', { outlets: 'errors.outletForbidden' });
}

function holderRids(state: AccessState, accessTypeId: string): number[] {
  return [...state.users.values()].flatMap((user) => [...user.outlets].filter(([, id]) => id === accessTypeId).map(([rid]) => rid));
}

/** Outlets must be the group's, access types must exist, and the result must grant at least one access type. */
function checkAssignment(state: AccessState, current: ReadonlyMap<number, string | null>, changes: OutletAccess[]): OutletAccess[] {
  for (const change of changes) {
    if (!state.outlets.has(change.rid)) throw new DomainError('OUTLET_FORBIDDEN', { outlets: 'errors.outletForbidden' });
    if (change.accessTypeId !== null && !state.accessTypes.has(change.accessTypeId)) {
      throw new DomainError('VALIDATION_FAILED', { outlets: 'validation.invalidValue' });
    }
  }
  const result = new Map(current);
  for (const change of changes) result.set(change.rid, change.accessTypeId);
  if (![...result.values()].some((accessTypeId) => accessTypeId !== null)) {
    throw new DomainError('VALIDATION_FAILED', { outlets: 'validation.accessTypeRequired' });
  }
  return changes.filter((change) => !current.has(change.rid) || current.get(change.rid) !== change.accessTypeId);
}

const createGroup: Decision<'CreateGroup'> = ({ groupUid, name, defaultAccessTypeIds }, state) => {
  if (state.groupUid || state.users.size > 0) throw new DomainError('PRECONDITION_FAILED');
  return [
    { type: 'GroupCreated', data: { groupUid, name } },
    ...(Object.keys(DEFAULT_ACCESS_TYPES) as DefaultAccessTypeName[]).map((accessType): AccessEvent => ({
      type: 'AccessTypeDefined',
      data: {
        groupUid,
        accessTypeId: defaultAccessTypeIds[accessType],
        name: accessType,
        permissions: { ...DEFAULT_ACCESS_TYPES[accessType] },
        isDefault: true,
      },
    })),
  ];
};

const addOutlet: Decision<'AddOutlet'> = (outlet, state) => {
  const groupUid = requireGroup(state);
  if (state.outlets.has(outlet.rid)) throw new DomainError('PRECONDITION_FAILED');
  return [{ type: 'OutletAdded', data: { groupUid, ...outlet } }];
};

const defineAccessType: Decision<'DefineAccessType'> = ({ accessTypeId, name, permissions, administeredRids }, state) => {
  const groupUid = requireGroup(state);
  if (state.accessTypes.get(accessTypeId)?.isDefault) throw new DomainError('ACCESS_TYPE_LOCKED');
  requireAdministered(administeredRids, holderRids(state, accessTypeId));
  for (const [id, accessType] of state.accessTypes) {
    if (id !== accessTypeId && sameName(accessType.name, name))
      throw new DomainError('VALIDATION_FAILED', { name: 'access.accessTypeNameTaken' });
  }
  return [{ type: 'AccessTypeDefined', data: { groupUid, accessTypeId, name: name.trim(), permissions, isDefault: false } }];
};

/** Users holding the access type lose it at those outlets first. */
const deleteAccessType: Decision<'DeleteAccessType'> = ({ accessTypeId, administeredRids }, state) => {
  requireGroup(state);
  const accessType = state.accessTypes.get(accessTypeId);
  if (!accessType) throw new DomainError('NOT_FOUND');
  if (accessType.isDefault) throw new DomainError('ACCESS_TYPE_LOCKED');
  requireAdministered(administeredRids, holderRids(state, accessTypeId));
  const unassigned: AccessEvent[] = [];
  for (const [userId, user] of state.users) {
    const outlets = [...user.outlets].filter(([, id]) => id === accessTypeId).map(([rid]) => ({ rid, accessTypeId: null }));
    if (outlets.length > 0) unassigned.push({ type: 'UserAccessChanged', data: { userId, outlets } });
  }
  return [...unassigned, { type: 'AccessTypeDeleted', data: { accessTypeId } }];
};

const registerUser: Decision<'RegisterUser'> = (data, state) => {
  const groupUid = requireGroup(state);
  if (state.users.has(data.userId)) throw new DomainError('PRECONDITION_FAILED');
  if (usernameTaken(state, data.profile.username)) throw new DomainError('USER_ID_TAKEN', { user_id: 'errors.userIdTaken' });
  const outlets = checkAssignment(state, new Map(), data.outlets);
  return [
    { type: 'UserRegistered', data: { groupUid, userId: data.userId, ...data.profile, passwordHash: data.passwordHash } },
    { type: 'UserAccessChanged', data: { userId: data.userId, outlets } },
  ];
};

const updateUser: Decision<'UpdateUser'> = (data, state) => {
  requireGroup(state);
  const user = requireUser(state, data.userId);
  requireAdministered(data.administeredRids, [...user.outlets.keys(), ...data.outlets.map((o) => o.rid)]);
  if (usernameTaken(state, data.profile.username, data.userId)) throw new DomainError('USER_ID_TAKEN', { user_id: 'errors.userIdTaken' });
  const changedOutlets = checkAssignment(state, user.outlets, data.outlets);
  const events: AccessEvent[] = [];
  const profileChanged = (Object.keys(data.profile) as (keyof UserProfile)[]).some((key) => data.profile[key] !== user.profile[key]);
  if (profileChanged) events.push({ type: 'UserProfileUpdated', data: { userId: data.userId, ...data.profile } });
  if (data.passwordHash) events.push({ type: 'UserPasswordChanged', data: { userId: data.userId, passwordHash: data.passwordHash } });
  if (changedOutlets.length > 0) events.push({ type: 'UserAccessChanged', data: { userId: data.userId, outlets: changedOutlets } });
  return events;
};

const changePassword: Decision<'ChangePassword'> = ({ userId, passwordHash }, state) => {
  requireUser(state, userId);
  return [{ type: 'UserPasswordChanged', data: { userId, passwordHash } }];
};

const deleteUser: Decision<'DeleteUser'> = ({ userId, administeredRids }, state) => {
  requireAdministered(administeredRids, requireUser(state, userId).outlets.keys());
  return [{ type: 'UserDeleted', data: { userId } }];
};

const registerSuperAdmin: Decision<'RegisterSuperAdmin'> = ({ userId, profile, passwordHash }, state) => {
  if (state.groupUid) throw new DomainError('PRECONDITION_FAILED');
  if (usernameTaken(state, profile.username)) throw new DomainError('USER_ID_TAKEN', { user_id: 'errors.userIdTaken' });
  return [{ type: 'SuperAdminRegistered', data: { userId, ...profile, passwordHash } }];
};

const setOutletFeatures: Decision<'SetOutletFeatures'> = ({ rid, flags }, state) => {
  requireGroup(state);
  if (!state.outlets.has(rid)) throw new DomainError('OUTLET_FORBIDDEN');
  return [{ type: 'OutletFeaturesSet', data: { rid, flags: { ...flags } } }];
};

const decisions: { [K in keyof AccessCommands]: Decision<K> } = {
  CreateGroup: createGroup,
  AddOutlet: addOutlet,
  DefineAccessType: defineAccessType,
  DeleteAccessType: deleteAccessType,
  RegisterUser: registerUser,
  UpdateUser: updateUser,
  ChangePassword: changePassword,
  DeleteUser: deleteUser,
  RegisterSuperAdmin: registerSuperAdmin,
  SetOutletFeatures: setOutletFeatures,
};

export const accessDecider: Decider<AccessState, AccessCommand, AccessEvent> = {
  initialState: initialAccessState,
  decide: decideBy(decisions),
  evolve: evolveAccess,
};
