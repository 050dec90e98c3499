import { DEFAULT_ACCESS_TYPES, DomainError, type DefaultAccessTypeName } from '@covers/shared';
import type { Decider, EventMetadata } from '../eventstore';
import type { AccessCommand, RegisterUser, UpdateUser } from './access.commands';
import type { AccessEvent, OutletAccess, UserProfile } from './access.events';

interface UserState {
  profile: UserProfile;
  outlets: ReadonlyMap<number, string | null>;
}

/** A group (or the super-admin directory): what decisions about its users and access types need to know. */
export interface AccessState {
  groupUid: string | null;
  outlets: ReadonlySet<number>;
  accessTypes: ReadonlyMap<string, { name: string; isDefault: boolean }>;
  users: ReadonlyMap<string, UserState>;
}

export const initialAccessState = (): AccessState => ({ groupUid: null, outlets: new Set(), accessTypes: new Map(), users: new Map() });

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

function registerUser(command: RegisterUser, state: AccessState): AccessEvent[] {
  const groupUid = requireGroup(state);
  if (state.users.has(command.userId)) throw new DomainError('PRECONDITION_FAILED');
  if (usernameTaken(state, command.profile.username)) throw new DomainError('USER_ID_TAKEN', { user_id: 'errors.userIdTaken' });
  const outlets = checkAssignment(state, new Map(), command.outlets);
  return [
    { type: 'UserRegistered', data: { groupUid, userId: command.userId, ...command.profile, passwordHash: command.passwordHash } },
    { type: 'UserAccessChanged', data: { userId: command.userId, outlets } },
  ];
}

function updateUser(command: UpdateUser, state: AccessState): AccessEvent[] {
  requireGroup(state);
  const user = requireUser(state, command.userId);
  if (usernameTaken(state, command.profile.username, command.userId)) throw new DomainError('USER_ID_TAKEN', { user_id: 'errors.userIdTaken' });
  const changedOutlets = checkAssignment(state, user.outlets, command.outlets);
  const events: AccessEvent[] = [];
  const profileChanged = (Object.keys(command.profile) as (keyof UserProfile)[]).some((key) => command.profile[key] !== user.profile[key]);
  if (profileChanged) events.push({ type: 'UserProfileUpdated', data: { userId: command.userId, ...command.profile } });
  if (command.passwordHash) events.push({ type: 'UserPasswordChanged', data: { userId: command.userId, passwordHash: command.passwordHash } });
  if (changedOutlets.length > 0) events.push({ type: 'UserAccessChanged', data: { userId: command.userId, outlets: changedOutlets } });
  return events;
}

export function decide(command: AccessCommand, state: AccessState, _metadata?: EventMetadata): AccessEvent[] {
  switch (command.type) {
    case 'CreateGroup': {
      if (state.groupUid || state.users.size > 0) throw new DomainError('PRECONDITION_FAILED');
      const groupUid = command.groupUid;
      return [
        { type: 'GroupCreated', data: { groupUid, name: command.name } },
        ...(Object.keys(DEFAULT_ACCESS_TYPES) as DefaultAccessTypeName[]).map(
          (name): AccessEvent => ({
            type: 'AccessTypeDefined',
            data: { groupUid, accessTypeId: command.defaultAccessTypeIds[name], name, permissions: { ...DEFAULT_ACCESS_TYPES[name] }, isDefault: true },
          }),
        ),
      ];
    }
    case 'AddOutlet': {
      const groupUid = requireGroup(state);
      if (state.outlets.has(command.rid)) throw new DomainError('PRECONDITION_FAILED');
      const { type: _type, ...outlet } = command;
      return [{ type: 'OutletAdded', data: { groupUid, ...outlet } }];
    }
    case 'DefineAccessType': {
      const groupUid = requireGroup(state);
      if (state.accessTypes.get(command.accessTypeId)?.isDefault) throw new DomainError('ACCESS_TYPE_LOCKED');
      for (const [id, accessType] of state.accessTypes) {
        if (id !== command.accessTypeId && sameName(accessType.name, command.name)) {
          throw new DomainError('VALIDATION_FAILED', { name: 'access.accessTypeNameTaken' });
        }
      }
      return [
        {
          type: 'AccessTypeDefined',
          data: { groupUid, accessTypeId: command.accessTypeId, name: command.name.trim(), permissions: command.permissions, isDefault: false },
        },
      ];
    }
    case 'DeleteAccessType': {
      requireGroup(state);
      const accessType = state.accessTypes.get(command.accessTypeId);
      if (!accessType) throw new DomainError('NOT_FOUND');
      if (accessType.isDefault) throw new DomainError('ACCESS_TYPE_LOCKED');
      const unassigned: AccessEvent[] = [];
      for (const [userId, user] of state.users) {
        const outlets = [...user.outlets].filter(([, id]) => id === command.accessTypeId).map(([rid]) => ({ rid, accessTypeId: null }));
        if (outlets.length > 0) unassigned.push({ type: 'UserAccessChanged', data: { userId, outlets } });
      }
      return [...unassigned, { type: 'AccessTypeDeleted', data: { accessTypeId: command.accessTypeId } }];
    }
    case 'RegisterUser':
      return registerUser(command, state);
    case 'UpdateUser':
      return updateUser(command, state);
    case 'ChangePassword':
      requireUser(state, command.userId);
      return [{ type: 'UserPasswordChanged', data: { userId: command.userId, passwordHash: command.passwordHash } }];
    case 'DeleteUser':
      requireUser(state, command.userId);
      return [{ type: 'UserDeleted', data: { userId: command.userId } }];
    case 'RegisterSuperAdmin':
      if (state.groupUid) throw new DomainError('PRECONDITION_FAILED');
      if (usernameTaken(state, command.profile.username)) throw new DomainError('USER_ID_TAKEN', { user_id: 'errors.userIdTaken' });
      return [{ type: 'SuperAdminRegistered', data: { userId: command.userId, ...command.profile, passwordHash: command.passwordHash } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown access command ${JSON.stringify(unknown)}`);
    }
  }
}

function profileOf(data: UserProfile): UserProfile {
  const { username, staffName, positionTitle, phone, email, language } = data;
  return { username, staffName, positionTitle, phone, email, language };
}

export function evolve(state: AccessState, event: AccessEvent): AccessState {
  switch (event.type) {
    case 'GroupCreated':
      return { ...state, groupUid: event.data.groupUid };
    case 'OutletAdded':
      return { ...state, outlets: new Set(state.outlets).add(event.data.rid) };
    case 'AccessTypeDefined':
      return { ...state, accessTypes: new Map(state.accessTypes).set(event.data.accessTypeId, { name: event.data.name, isDefault: event.data.isDefault }) };
    case 'AccessTypeDeleted': {
      const accessTypes = new Map(state.accessTypes);
      accessTypes.delete(event.data.accessTypeId);
      return { ...state, accessTypes };
    }
    case 'UserRegistered':
    case 'SuperAdminRegistered':
      return { ...state, users: new Map(state.users).set(event.data.userId, { profile: profileOf(event.data), outlets: new Map() }) };
    case 'UserProfileUpdated': {
      const user = state.users.get(event.data.userId);
      if (!user) return state;
      return { ...state, users: new Map(state.users).set(event.data.userId, { ...user, profile: profileOf(event.data) }) };
    }
    case 'UserPasswordChanged':
      return state;
    case 'UserAccessChanged': {
      const user = state.users.get(event.data.userId);
      if (!user) return state;
      const outlets = new Map(user.outlets);
      for (const change of event.data.outlets) outlets.set(change.rid, change.accessTypeId);
      return { ...state, users: new Map(state.users).set(event.data.userId, { ...user, outlets }) };
    }
    case 'UserDeleted': {
      const users = new Map(state.users);
      users.delete(event.data.userId);
      return { ...state, users };
    }
    default: {
      const unknown: never = event;
      throw new Error(`Unknown access event ${JSON.stringify(unknown)}`);
    }
  }
}

export const accessDecider: Decider<AccessState, AccessCommand, AccessEvent> = { initialState: initialAccessState, decide, evolve };
