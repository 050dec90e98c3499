import { randomUUID } from 'node:crypto';
import {
  DomainError,
  FEATURE_FLAGS,
  levelSatisfies,
  type PermissionSet,
  type FeatureFlags,
  type UacMyAccessResult,
  type UacRolesResult,
  type UacSetFeaturesInput,
  type UacUsersResult,
  type UacSaveAccessTypeInput,
  type UacSaveUserInput,
  type uacDeleteAccessTypeSchema,
  type uacDeleteUserSchema,
} from '@covers/shared';
import type { z } from 'zod';
import { recordSignIn } from './sign-in-log';
import { handleCommand, type CommandOptions, type EventMetadata, type EventStore } from '../eventstore';
import type { AccessCommand } from './access.commands';
import { accessDecider } from './access.decider';
import type { OutletAccess, OutletDetails, UserProfile } from './access.events';
import { groupAccessTypes, groupOutlets, groupUsers, outletsOfUser, type UserRecord } from './access.queries';
import { groupStreamId, SUPER_ADMIN_STREAM_ID, userStreamId } from './access.streams';
import { hashPassword } from './password-hash';
import type { Caller, OutletCaller } from './caller';
import { revokeUserTokens } from './refresh-tokens';

export interface SaveUserInput {
  /** Absent: a new user. */
  userId?: string;
  profile: UserProfile;
  /** Plain text; hashed here. Required for a new user. */
  password?: string;
  outlets: OutletAccess[];
}

/**
 * An administrator's change to existing users and access types: the outlets they administer (the decider
 * refuses a target held anywhere else). Absent for the system (demo data, fixtures).
 */
export interface AdministeredBy {
  administeredRids?: readonly number[];
}

/**
 * The access application service: groups, outlets, access types and users, every change an event; and
 * spec §7's uac group, where a caller manages the users and access types of their own group.
 */
export class AccessService {
  constructor(private readonly store: EventStore) {}

  /** A sign-in, or a refused one, for the activity log. */
  recordSignIn(
    user: UserRecord,
    outcome: Parameters<typeof recordSignIn>[2],
    rid: number | undefined,
    now: Date,
    within?: Parameters<typeof recordSignIn>[5],
  ): Promise<void> {
    return recordSignIn(this.store, user, outcome, rid, now, within);
  }

  private run(streamId: string, command: AccessCommand, metadata: EventMetadata, options?: CommandOptions) {
    return handleCommand(this.store, accessDecider, { streamId, rid: null }, command, metadata, options);
  }

  /** The user's sessions end in the transaction that records the change: none outlives it. */
  private endingSessionsOf(userId: string, metadata: EventMetadata): CommandOptions {
    return { alongside: (tx) => revokeUserTokens(tx.manager, userId, new Date(metadata.now)) };
  }

  async groupExists(groupUid: string): Promise<boolean> {
    return (await this.store.readStream(groupStreamId(groupUid))).length > 0;
  }

  async createGroup(groupUid: string, name: string, metadata: EventMetadata): Promise<void> {
    const defaultAccessTypeIds = { Admin: randomUUID(), Manager: randomUUID(), 'Front of House': randomUUID() };
    await this.run(groupStreamId(groupUid), { type: 'CreateGroup', data: { groupUid, name, defaultAccessTypeIds } }, metadata);
  }

  async addOutlet(groupUid: string, outlet: OutletDetails, metadata: EventMetadata): Promise<void> {
    await this.run(groupStreamId(groupUid), { type: 'AddOutlet', data: outlet }, metadata);
  }

  async saveAccessType(
    groupUid: string,
    input: AdministeredBy & { accessTypeId?: string; name: string; permissions: PermissionSet },
    metadata: EventMetadata,
  ): Promise<string> {
    const accessTypeId = input.accessTypeId ?? randomUUID();
    const { name, permissions, administeredRids } = input;
    await this.run(
      groupStreamId(groupUid),
      { type: 'DefineAccessType', data: { accessTypeId, name, permissions, administeredRids } },
      metadata,
    );
    return accessTypeId;
  }

  async deleteAccessType(groupUid: string, accessTypeId: string, metadata: EventMetadata, by: AdministeredBy = {}): Promise<void> {
    await this.run(groupStreamId(groupUid), { type: 'DeleteAccessType', data: { accessTypeId, ...by } }, metadata);
  }

  async saveUser(groupUid: string, input: SaveUserInput & AdministeredBy, metadata: EventMetadata): Promise<string> {
    const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
    const streamId = groupStreamId(groupUid);
    if (input.userId) {
      await this.run(
        streamId,
        {
          type: 'UpdateUser',
          data: {
            userId: input.userId,
            profile: input.profile,
            passwordHash,
            outlets: input.outlets,
            administeredRids: input.administeredRids,
          },
        },
        metadata,
        // A password set by an administrator ends the sessions opened with the old one.
        passwordHash ? this.endingSessionsOf(input.userId, metadata) : undefined,
      );
      return input.userId;
    }
    if (!passwordHash) throw new Error('A new user needs a password');
    const userId = randomUUID();
    await this.run(
      streamId,
      { type: 'RegisterUser', data: { userId, profile: input.profile, passwordHash, outlets: input.outlets } },
      metadata,
    );
    return userId;
  }

  /** Removes the user for good; the read model drops them in the same transaction, so their tokens fail at once. */
  async deleteUser(groupUid: string, userId: string, metadata: EventMetadata, by: AdministeredBy = {}): Promise<void> {
    await this.run(
      groupStreamId(groupUid),
      { type: 'DeleteUser', data: { userId, ...by } },
      metadata,
      this.endingSessionsOf(userId, metadata),
    );
  }

  /** `options.alongside`: what the change records with it, in its transaction (a reset link's use). */
  async changePassword(
    groupUid: string | null,
    userId: string,
    password: string,
    metadata: EventMetadata,
    options?: CommandOptions,
  ): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.run(userStreamId(groupUid), { type: 'ChangePassword', data: { userId, passwordHash } }, metadata, options);
  }

  async registerSuperAdmin(profile: UserProfile, password: string, metadata: EventMetadata): Promise<string> {
    const userId = randomUUID();
    await this.run(
      SUPER_ADMIN_STREAM_ID,
      { type: 'RegisterSuperAdmin', data: { userId, profile, passwordHash: await hashPassword(password) } },
      metadata,
    );
    return userId;
  }

  /** The users of the caller's group with their access at each outlet, and the group's outlets. */
  async users(caller: OutletCaller): Promise<UacUsersResult> {
    const manager = this.store.dataSource.manager;
    const [users, outlets] = await Promise.all([groupUsers(manager, caller.groupUid), groupOutlets(manager, caller.groupUid)]);
    return {
      users: users.map((user) => ({
        user_uid: user.userId,
        username: user.username,
        staff_name: user.staffName,
        position_title: user.positionTitle,
        phone: user.phone,
        email: user.email,
        language: user.language,
        outlets: user.outlets.map((o) => ({ rid: o.rid, access_type_id: o.accessTypeId, access_type: o.accessTypeName })),
      })),
      outlets: outlets.map((o) => ({ rid: o.rid, name: o.name, Ruid: o.ruid })),
    };
  }

  async roles(caller: OutletCaller): Promise<UacRolesResult> {
    const accessTypes = await groupAccessTypes(this.store.dataSource.manager, caller.groupUid);
    return {
      roles: accessTypes.map((a) => ({
        access_type_id: a.accessTypeId,
        name: a.name,
        permissions: a.permissions,
        is_default: a.isDefault,
        user_count: a.userCount,
      })),
    };
  }

  /**
   * uac/save: adds or edits a user of the caller's group, granting access only where the caller may. An
   * existing user (their profile, password or access) is the caller's to change only if the caller
   * administers every outlet the user holds: an Admin of one outlet cannot take over another's users.
   */
  async editUser(caller: OutletCaller, request: UacSaveUserInput) {
    const administeredRids = await this.requireAdminAt(
      caller,
      request.outlets.map((o) => o.rid),
    );
    const profile = {
      username: request.user_id,
      staffName: request.staff_name,
      positionTitle: request.position_title ?? '',
      phone: request.phone ?? '',
      email: request.email,
      language: request.language ?? 'en_US',
    };
    const outlets = request.outlets.map((o) => ({ rid: o.rid, accessTypeId: o.access_type_id }));
    return {
      user_uid: await this.saveUser(
        caller.groupUid,
        { userId: request.user_uid, profile, password: request.password, outlets, administeredRids },
        caller.metadata,
      ),
    };
  }

  async removeUser(caller: OutletCaller, request: z.infer<typeof uacDeleteUserSchema>) {
    const administeredRids = await this.requireAdminAt(caller, []);
    await this.deleteUser(caller.groupUid, request.user_uid, caller.metadata, { administeredRids });
    return {};
  }

  /** An access type is the caller's to change or delete only if they administer every outlet where it is held. */
  async editRole(caller: OutletCaller, request: UacSaveAccessTypeInput) {
    const administeredRids = await this.requireAdminAt(caller, []);
    const accessTypeId = await this.saveAccessType(
      caller.groupUid,
      { accessTypeId: request.access_type_id, name: request.name, permissions: request.permissions, administeredRids },
      caller.metadata,
    );
    return { access_type_id: accessTypeId };
  }

  async removeRole(caller: OutletCaller, request: z.infer<typeof uacDeleteAccessTypeSchema>) {
    const administeredRids = await this.requireAdminAt(caller, []);
    await this.deleteAccessType(caller.groupUid, request.access_type_id, caller.metadata, { administeredRids });
    return {};
  }

  /** uac/my_access: the caller's access type, permissions and the outlet's feature flags, as read for this request. */
  myAccess(caller: OutletCaller): UacMyAccessResult {
    return { access_type: caller.accessTypeName, permissions: caller.permissions, feature_flags: caller.featureFlags };
  }

  /** uac/features (POST): only a super-admin sets an outlet's flags. */
  async setFeatures(caller: OutletCaller, request: UacSetFeaturesInput): Promise<{ feature_flags: FeatureFlags }> {
    if (!caller.superAdmin) throw new DomainError('FORBIDDEN');
    const flags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, request[flag]])) as FeatureFlags;
    await this.run(groupStreamId(caller.groupUid), { type: 'SetOutletFeatures', data: { rid: caller.rid, flags } }, caller.metadata);
    return { feature_flags: flags };
  }

  /**
   * Access can only be granted at outlets of this group where the caller holds User Access Control at All
   * Access; answers those outlets, which the decider holds every changed user and access type to.
   */
  private async requireAdminAt(caller: Caller, rids: number[]): Promise<number[]> {
    const held = new Map(
      (await outletsOfUser(this.store.dataSource.manager, caller.userId))
        .filter((o) => o.groupUid === caller.groupUid)
        .map((o) => [o.rid, o]),
    );
    for (const rid of rids) {
      const outlet = held.get(rid);
      if (!outlet) throw new DomainError('OUTLET_FORBIDDEN', { outlets: 'errors.outletForbidden' });
      if (!levelSatisfies(outlet.permissions.userAccessControl, 'all')) throw new DomainError('FORBIDDEN', { outlets: 'errors.forbidden' });
    }
    return [...held.values()].filter((o) => levelSatisfies(o.permissions.userAccessControl, 'all')).map((o) => o.rid);
  }
}
