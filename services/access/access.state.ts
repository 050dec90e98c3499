import type { AccessEvent, UserProfile } from './access.events';

export interface UserState {
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

function profileOf(data: UserProfile): UserProfile {
  const { username, staffName, positionTitle, phone, email, language } = data;
  return { username, staffName, positionTitle, phone, email, language };
}

export function evolveAccess(state: AccessState, event: AccessEvent): AccessState {
  switch (event.type) {
    case 'GroupCreated':
      return { ...state, groupUid: event.data.groupUid };
    case 'OutletAdded':
      return { ...state, outlets: new Set(state.outlets).add(event.data.rid) };
    case 'AccessTypeDefined':
      return {
        ...state,
        accessTypes: new Map(state.accessTypes).set(event.data.accessTypeId, { name: event.data.name, isDefault: event.data.isDefault }),
      };
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
    case 'OutletFeaturesSet':
      return state;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown access event ${JSON.stringify(unknown)}`);
    }
  }
}
