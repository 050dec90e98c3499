import { DEFAULT_ACCESS_TYPES, defaultFeatureFlags, NO_PERMISSIONS } from '@covers/shared';
import { deciderSpec } from '../testing/decider-spec';
import { accessDecider } from './access.decider';
import type { AccessEvent, UserProfile } from './access.events';
import {
  addOutlet,
  createGroup,
  defineAccessType,
  deleteAccessType,
  deleteUser,
  registerSuperAdmin,
  registerUser,
  setOutletFeatures,
  updateUser,
} from './testing/access-commands';

const meta = { actor: 'user-0', now: '2026-11-21T10:00:00.000Z' };

const given = deciderSpec(accessDecider, meta);

const profile = (username: string): UserProfile => ({
  username,
  staffName: 'Sam',
  positionTitle: '',
  phone: '',
  email: `${username}@x.example`,
  language: 'en_US',
});
const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const MANAGER = 'a0000000-0000-4000-8000-000000000002';
const FOH = 'a0000000-0000-4000-8000-000000000003';
const CUSTOM = 'a0000000-0000-4000-8000-000000000004';

const groupCreated: AccessEvent[] = [
  { type: 'GroupCreated', data: { groupUid: 'acme', name: 'Acme' } },
  {
    type: 'AccessTypeDefined',
    data: { groupUid: 'acme', accessTypeId: ADMIN, name: 'Admin', permissions: { ...DEFAULT_ACCESS_TYPES.Admin }, isDefault: true },
  },
  {
    type: 'AccessTypeDefined',
    data: { groupUid: 'acme', accessTypeId: MANAGER, name: 'Manager', permissions: { ...DEFAULT_ACCESS_TYPES.Manager }, isDefault: true },
  },
  {
    type: 'AccessTypeDefined',
    data: {
      groupUid: 'acme',
      accessTypeId: FOH,
      name: 'Front of House',
      permissions: { ...DEFAULT_ACCESS_TYPES['Front of House'] },
      isDefault: true,
    },
  },
];
const outlets: AccessEvent[] = [
  {
    type: 'OutletAdded',
    data: { groupUid: 'acme', rid: 1, name: 'One', ruid: 'r1', currency: 'SGD', countryCode: 'SG', timezone: 'Asia/Singapore' },
  },
  {
    type: 'OutletAdded',
    data: { groupUid: 'acme', rid: 2, name: 'Two', ruid: 'r2', currency: 'THB', countryCode: 'TH', timezone: 'Asia/Bangkok' },
  },
];
const custom: AccessEvent = {
  type: 'AccessTypeDefined',
  data: { groupUid: 'acme', accessTypeId: CUSTOM, name: 'Sommelier', permissions: NO_PERMISSIONS, isDefault: false },
};
const sam: AccessEvent[] = [
  { type: 'UserRegistered', data: { groupUid: 'acme', userId: 'u1', ...profile('sam'), passwordHash: 'h1' } },
  {
    type: 'UserAccessChanged',
    data: {
      userId: 'u1',
      outlets: [
        { rid: 1, accessTypeId: CUSTOM },
        { rid: 2, accessTypeId: FOH },
      ],
    },
  },
];

describe('access decider', () => {
  it('creates a group with the three default access types', () =>
    given([])
      .when(
        createGroup({ groupUid: 'acme', name: 'Acme', defaultAccessTypeIds: { Admin: ADMIN, Manager: MANAGER, 'Front of House': FOH } }),
      )
      .then(groupCreated));

  it('refuses to create a group twice', () =>
    given(groupCreated)
      .when(
        createGroup({ groupUid: 'acme', name: 'Acme', defaultAccessTypeIds: { Admin: ADMIN, Manager: MANAGER, 'Front of House': FOH } }),
      )
      .thenThrows('PRECONDITION_FAILED'));

  it('adds an outlet once', () => {
    given(groupCreated)
      .when(addOutlet({ rid: 1, name: 'One', ruid: 'r1', currency: 'SGD', countryCode: 'SG', timezone: 'Asia/Singapore' }))
      .then([outlets[0]]);
    given([...groupCreated, outlets[0]])
      .when(addOutlet({ rid: 1, name: 'Again', ruid: 'r1', currency: 'SGD', countryCode: 'SG', timezone: 'Asia/Singapore' }))
      .thenThrows('PRECONDITION_FAILED');
  });

  it('refuses commands on a group that does not exist', () =>
    given([])
      .when(addOutlet({ rid: 1, name: 'One', ruid: 'r1', currency: 'SGD', countryCode: 'SG', timezone: 'Asia/Singapore' }))
      .thenThrows('NOT_FOUND'));

  it('registers a user with an access type per outlet', () =>
    given([...groupCreated, ...outlets, custom])
      .when(
        registerUser({
          userId: 'u1',
          profile: profile('sam'),
          passwordHash: 'h1',
          outlets: [
            { rid: 1, accessTypeId: CUSTOM },
            { rid: 2, accessTypeId: FOH },
          ],
        }),
      )
      .then(sam));

  it('refuses a user ID already used in the group, whatever its case', () =>
    given([...groupCreated, ...outlets, custom, ...sam])
      .when(registerUser({ userId: 'u2', profile: profile('SAM'), passwordHash: 'h2', outlets: [{ rid: 1, accessTypeId: FOH }] }))
      .thenThrows('USER_ID_TAKEN', { onlyFields: { user_id: 'errors.userIdTaken' } }));

  it('refuses a user without an access type at any outlet', () =>
    given([...groupCreated, ...outlets])
      .when(registerUser({ userId: 'u2', profile: profile('kim'), passwordHash: 'h2', outlets: [{ rid: 1, accessTypeId: null }] }))
      .thenThrows('VALIDATION_FAILED', { onlyFields: { outlets: 'validation.accessTypeRequired' } }));

  it('refuses an outlet of another group', () =>
    given([...groupCreated, ...outlets])
      .when(registerUser({ userId: 'u2', profile: profile('kim'), passwordHash: 'h2', outlets: [{ rid: 99, accessTypeId: FOH }] }))
      .thenThrows('OUTLET_FORBIDDEN'));

  it('updates only what changed', () =>
    given([...groupCreated, ...outlets, custom, ...sam])
      .when(
        updateUser({
          userId: 'u1',
          profile: { ...profile('sam'), staffName: 'Samantha' },
          outlets: [
            { rid: 1, accessTypeId: CUSTOM },
            { rid: 2, accessTypeId: null },
          ],
        }),
      )
      .then([
        { type: 'UserProfileUpdated', data: { userId: 'u1', ...profile('sam'), staffName: 'Samantha' } },
        { type: 'UserAccessChanged', data: { userId: 'u1', outlets: [{ rid: 2, accessTypeId: null }] } },
      ]));

  it('records a new password on update and nothing when nothing changed', () => {
    given([...groupCreated, ...outlets, custom, ...sam])
      .when(updateUser({ userId: 'u1', profile: profile('sam'), passwordHash: 'h9', outlets: [] }))
      .then([{ type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'h9' } }]);
    given([...groupCreated, ...outlets, custom, ...sam])
      .when(updateUser({ userId: 'u1', profile: profile('sam'), outlets: [{ rid: 1, accessTypeId: CUSTOM }] }))
      .then([]);
  });

  it('deleting an access type makes its users Unassigned where they held it', () =>
    given([...groupCreated, ...outlets, custom, ...sam])
      .when(deleteAccessType(CUSTOM))
      .then([
        { type: 'UserAccessChanged', data: { userId: 'u1', outlets: [{ rid: 1, accessTypeId: null }] } },
        { type: 'AccessTypeDeleted', data: { accessTypeId: CUSTOM } },
      ]));

  it('keeps the default access types as they are', () => {
    given(groupCreated).when(deleteAccessType(ADMIN)).thenThrows('ACCESS_TYPE_LOCKED');
    given(groupCreated)
      .when(defineAccessType({ accessTypeId: MANAGER, name: 'Boss', permissions: NO_PERMISSIONS }))
      .thenThrows('ACCESS_TYPE_LOCKED');
  });

  it('refuses a second access type with the same name', () =>
    given([...groupCreated, custom])
      .when(defineAccessType({ accessTypeId: 'a0000000-0000-4000-8000-000000000005', name: ' sommelier ', permissions: NO_PERMISSIONS }))
      .thenThrows('VALIDATION_FAILED', { onlyFields: { name: 'access.accessTypeNameTaken' } }));

  it('deletes a user, then knows them no more', () => {
    given([...groupCreated, ...outlets, custom, ...sam])
      .when(deleteUser('u1'))
      .then([{ type: 'UserDeleted', data: { userId: 'u1' } }]);
    given([...groupCreated, ...outlets, custom, ...sam, { type: 'UserDeleted', data: { userId: 'u1' } }])
      .when(deleteUser('u1'))
      .thenThrows('NOT_FOUND');
  });

  it('lets an administrator change only users and access types held nowhere but where they administer', () => {
    // sam holds CUSTOM at 1 and Front of House at 2: an administrator of outlet 1 only may not touch them.
    const state = [...groupCreated, ...outlets, custom, ...sam];
    const refused = { onlyFields: { outlets: 'errors.outletForbidden' } };
    given(state)
      .when(updateUser({ userId: 'u1', profile: profile('sam'), passwordHash: 'h9', outlets: [], administeredRids: [1] }))
      .thenThrows('OUTLET_FORBIDDEN', refused);
    given(state)
      .when(deleteUser('u1', [1]))
      .thenThrows('OUTLET_FORBIDDEN', refused);
    given(state)
      .when(defineAccessType({ accessTypeId: CUSTOM, name: 'Sommelier', permissions: NO_PERMISSIONS, administeredRids: [2] }))
      .thenThrows('OUTLET_FORBIDDEN', refused);
    given(state)
      .when(deleteAccessType(CUSTOM, [2]))
      .thenThrows('OUTLET_FORBIDDEN', refused);
    // Administering both outlets, they may.
    given(state)
      .when(updateUser({ userId: 'u1', profile: profile('sam'), passwordHash: 'h9', outlets: [], administeredRids: [1, 2] }))
      .then([{ type: 'UserPasswordChanged', data: { userId: 'u1', passwordHash: 'h9' } }]);
    given(state)
      .when(deleteUser('u1', [1, 2]))
      .then([{ type: 'UserDeleted', data: { userId: 'u1' } }]);
    given(state)
      .when(deleteAccessType(CUSTOM, [1]))
      .then([
        { type: 'UserAccessChanged', data: { userId: 'u1', outlets: [{ rid: 1, accessTypeId: null }] } },
        { type: 'AccessTypeDeleted', data: { accessTypeId: CUSTOM } },
      ]);
  });

  it('registers super-admins outside any group, once per user ID', () => {
    given([])
      .when(registerSuperAdmin({ userId: 'r1', profile: profile('root'), passwordHash: 'h' }))
      .then([{ type: 'SuperAdminRegistered', data: { userId: 'r1', ...profile('root'), passwordHash: 'h' } }]);
    given([{ type: 'SuperAdminRegistered', data: { userId: 'r1', ...profile('root'), passwordHash: 'h' } }])
      .when(registerSuperAdmin({ userId: 'r2', profile: profile('root'), passwordHash: 'h' }))
      .thenThrows('USER_ID_TAKEN');
    given(groupCreated)
      .when(registerSuperAdmin({ userId: 'r1', profile: profile('root'), passwordHash: 'h' }))
      .thenThrows('PRECONDITION_FAILED');
  });

  it('sets the feature flags of one of the group’s outlets, and of no other', () => {
    const flags = { ...defaultFeatureFlags(true), voucher_switch: false };
    given([...groupCreated, ...outlets])
      .when(setOutletFeatures(1, flags))
      .then([{ type: 'OutletFeaturesSet', data: { rid: 1, flags } }]);
    given([...groupCreated, ...outlets])
      .when(setOutletFeatures(99, flags))
      .thenThrows('OUTLET_FORBIDDEN');
    given([]).when(setOutletFeatures(1, flags)).thenThrows('NOT_FOUND');
  });
});
