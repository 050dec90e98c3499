import { DEFAULT_ACCESS_TYPES, DomainError, NO_PERMISSIONS, type ErrorCode } from '@covers/shared';
import type { AccessCommand } from './access.commands';
import { decide, evolve, initialAccessState } from './access.decider';
import type { AccessEvent, UserProfile } from './access.events';

const meta = { actor: 'user-0', now: '2026-11-21T10:00:00.000Z' };

function given(events: AccessEvent[]) {
  const state = events.reduce(evolve, initialAccessState());
  return {
    when(command: AccessCommand) {
      return {
        then: (expected: AccessEvent[]) => expect(decide(command, state, meta)).toEqual(expected),
        thenThrows(code: ErrorCode, fields?: Record<string, string>) {
          let thrown: unknown;
          try {
            decide(command, state, meta);
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect((thrown as DomainError).code).toBe(code);
          if (fields) expect((thrown as DomainError).fields).toEqual(fields);
        },
      };
    },
  };
}

const profile = (username: string): UserProfile => ({ username, staffName: 'Sam', positionTitle: '', phone: '', email: `${username}@x.example`, language: 'en_US' });
const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const MANAGER = 'a0000000-0000-4000-8000-000000000002';
const FOH = 'a0000000-0000-4000-8000-000000000003';
const CUSTOM = 'a0000000-0000-4000-8000-000000000004';

const groupCreated: AccessEvent[] = [
  { type: 'GroupCreated', data: { groupUid: 'acme', name: 'Acme' } },
  { type: 'AccessTypeDefined', data: { groupUid: 'acme', accessTypeId: ADMIN, name: 'Admin', permissions: { ...DEFAULT_ACCESS_TYPES.Admin }, isDefault: true } },
  { type: 'AccessTypeDefined', data: { groupUid: 'acme', accessTypeId: MANAGER, name: 'Manager', permissions: { ...DEFAULT_ACCESS_TYPES.Manager }, isDefault: true } },
  { type: 'AccessTypeDefined', data: { groupUid: 'acme', accessTypeId: FOH, name: 'Front of House', permissions: { ...DEFAULT_ACCESS_TYPES['Front of House'] }, isDefault: true } },
];
const outlets: AccessEvent[] = [
  { type: 'OutletAdded', data: { groupUid: 'acme', rid: 1, name: 'One', ruid: 'r1', currency: 'SGD', countryCode: 'SG', timezone: 'Asia/Singapore' } },
  { type: 'OutletAdded', data: { groupUid: 'acme', rid: 2, name: 'Two', ruid: 'r2', currency: 'THB', countryCode: 'TH', timezone: 'Asia/Bangkok' } },
];
const custom: AccessEvent = { type: 'AccessTypeDefined', data: { groupUid: 'acme', accessTypeId: CUSTOM, name: 'Sommelier', permissions: NO_PERMISSIONS, isDefault: false } };
const sam: AccessEvent[] = [
  { type: 'UserRegistered', data: { groupUid: 'acme', userId: 'u1', ...profile('sam'), passwordHash: 'h1' } },
  { type: 'UserAccessChanged', data: { userId: 'u1', outlets: [{ rid: 1, accessTypeId: CUSTOM }, { rid: 2, accessTypeId: FOH }] } },
];

describe('access decider', () => {
  it('creates a group with the three default access types', () =>
    given([])
      .when({ type: 'CreateGroup', groupUid: 'acme', name: 'Acme', defaultAccessTypeIds: { Admin: ADMIN, Manager: MANAGER, 'Front of House': FOH } })
      .then(groupCreated));

  it('refuses to create a group twice', () =>
    given(groupCreated)
      .when({ type: 'CreateGroup', groupUid: 'acme', name: 'Acme', defaultAccessTypeIds: { Admin: ADMIN, Manager: MANAGER, 'Front of House': FOH } })
      .thenThrows('PRECONDITION_FAILED'));

  it('adds an outlet once', () => {
    given(groupCreated).when({ type: 'AddOutlet', rid: 1, name: 'One', ruid: 'r1', currency: 'SGD', countryCode: 'SG', timezone: 'Asia/Singapore' }).then([outlets[0]]);
    given([...groupCreated, outlets[0]]).when({ type: 'AddOutlet', rid: 1, name: 'Again', ruid: 'r1', currency: 'SGD', countryCode: 'SG', timezone: 'Asia/Singapore' }).thenThrows('PRECONDITION_FAILED');
  });

  it('refuses commands on a group that does not exist', () =>
    given([]).when({ type: 'AddOutlet', rid: 1, name: 'One', ruid: 'r1', currency: 'SGD', countryCode: 'SG', timezone: 'Asia/Singapore' }).thenThrows('NOT_FOUND'));

  it('registers a user with an access type per outlet', () =>
    given([...groupCreated, ...outlets, custom])
      .when({ type: 'RegisterUser', userId: 'u1', profile: profile('sam'), passwordHash: 'h1', outlets: [{ rid: 1, accessTypeId: CUSTOM }, { rid: 2, accessTypeId: FOH }] })
      .then(sam));

  it('refuses a user ID already used in the group, whatever its case', () =>
    given([...groupCreated, ...outlets, custom, ...sam])
      .when({ type: 'RegisterUser', userId: 'u2', profile: profile('SAM'), passwordHash: 'h2', outlets: [{ rid: 1, accessTypeId: FOH }] })
      .thenThrows('USER_ID_TAKEN', { user_id: 'errors.userIdTaken' }));

  it('refuses a user without an access type at any outlet', () =>
    given([...groupCreated, ...outlets])
      .when({ type: 'RegisterUser', userId: 'u2', profile: profile('kim'), passwordHash: 'h2', outlets: [{ rid: 1, accessTypeId: null }] })
      .thenThrows('VALIDATION_FAILED', { outlets: 'validation.accessTypeRequired' }));

  it('refuses an outlet of another group', () =>
    given([...groupCreated, ...outlets])
      .when({ type: 'RegisterUser', userId: 'u2', profile: profile('kim'), passwordHash: 'h2', outlets: [{ rid: 99, accessTypeId: FOH }] })
      .thenThrows('OUTLET_FORBIDDEN'));

  it('updates only what changed', () =>
    given([...groupCreated, ...outlets, custom, ...sam])
      .when({ type: 'UpdateUser', userId: 'u1', profile: { ...profile('sam'), staffName: 'Samantha' }, outlets: [{ rid: 1, accessTypeId: CUSTOM }, { rid: 2, accessTypeId: null }] })
      .then([
        { type: 'UserProfileUpdated', data: { userId: 'u1', ...profile('sam'), staffName: 'Samantha' } },
        { type: 'UserAccessChanged', data: { userId: 'u1', outlets: [{ rid: 2, accessTypeId: null }] } },
      ]));

  it('records a new password on update and nothing when nothing changed', () => {
    given([...groupCreated, ...outlets, custom, ...sam])
      .when({ type: 'UpdateUser', userId: 'u1', profile: profile('sam'), passwordHash: 'h9', outlets: [] })
      .then([{ type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'h9' } }]);
    given([...groupCreated, ...outlets, custom, ...sam]).when({ type: 'UpdateUser', userId: 'u1', profile: profile('sam'), outlets: [{ rid: 1, accessTypeId: CUSTOM }] }).then([]);
  });

  it('deleting an access type makes its users Unassigned where they held it', () =>
    given([...groupCreated, ...outlets, custom, ...sam])
      .when({ type: 'DeleteAccessType', accessTypeId: CUSTOM })
      .then([
        { type: 'UserAccessChanged', data: { userId: 'u1', outlets: [{ rid: 1, accessTypeId: null }] } },
        { type: 'AccessTypeDeleted', data: { accessTypeId: CUSTOM } },
      ]));

  it('keeps the default access types as they are', () => {
    given(groupCreated).when({ type: 'DeleteAccessType', accessTypeId: ADMIN }).thenThrows('ACCESS_TYPE_LOCKED');
    given(groupCreated).when({ type: 'DefineAccessType', accessTypeId: MANAGER, name: 'Boss', permissions: NO_PERMISSIONS }).thenThrows('ACCESS_TYPE_LOCKED');
  });

  it('refuses a second access type with the same name', () =>
    given([...groupCreated, custom])
      .when({ type: 'DefineAccessType', accessTypeId: 'a0000000-0000-4000-8000-000000000005', name: ' sommelier ', permissions: NO_PERMISSIONS })
      .thenThrows('VALIDATION_FAILED', { name: 'access.accessTypeNameTaken' }));

  it('deletes a user, then knows them no more', () => {
    given([...groupCreated, ...outlets, custom, ...sam]).when({ type: 'DeleteUser', userId: 'u1' }).then([{ type: 'UserDeleted', data: { userId: 'u1' } }]);
    given([...groupCreated, ...outlets, custom, ...sam, { type: 'UserDeleted', data: { userId: 'u1' } }]).when({ type: 'DeleteUser', userId: 'u1' }).thenThrows('NOT_FOUND');
  });

  it('registers super-admins outside any group, once per user ID', () => {
    given([]).when({ type: 'RegisterSuperAdmin', userId: 'r1', profile: profile('root'), passwordHash: 'h' }).then([
      { type: 'SuperAdminRegistered', data: { userId: 'r1', ...profile('root'), passwordHash: 'h' } },
    ]);
    given([{ type: 'SuperAdminRegistered', data: { userId: 'r1', ...profile('root'), passwordHash: 'h' } }])
      .when({ type: 'RegisterSuperAdmin', userId: 'r2', profile: profile('root'), passwordHash: 'h' })
      .thenThrows('USER_ID_TAKEN');
    given(groupCreated).when({ type: 'RegisterSuperAdmin', userId: 'r1', profile: profile('root'), passwordHash: 'h' }).thenThrows('PRECONDITION_FAILED');
  });
});
