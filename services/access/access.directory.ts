import { randomUUID } from 'node:crypto';
import type { PermissionSet } from '@covers/shared';
import { handleCommand, type EventMetadata, type EventStore } from '../eventstore';
import type { AccessCommand } from './access.commands';
import { accessDecider } from './access.decider';
import type { OutletAccess, OutletDetails, UserProfile } from './access.events';
import { groupStreamId, SUPER_ADMIN_STREAM_ID, userStreamId } from './access.streams';
import { hashPassword } from './password-hash';
import { revokeUserTokens } from './refresh-tokens';

export interface SaveUserInput {
  /** Absent: a new user. */
  userId?: string;
  profile: UserProfile;
  /** Plain text; hashed here. Required for a new user. */
  password?: string;
  outlets: OutletAccess[];
}

/** The commands of the access context: groups, outlets, access types, users. Every change is an event. */
export class AccessDirectory {
  constructor(private readonly store: EventStore) {}

  private run(streamId: string, command: AccessCommand, metadata: EventMetadata) {
    return handleCommand(this.store, accessDecider, { streamId, rid: null }, command, metadata);
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

  async saveAccessType(groupUid: string, input: { accessTypeId?: string; name: string; permissions: PermissionSet }, metadata: EventMetadata): Promise<string> {
    const accessTypeId = input.accessTypeId ?? randomUUID();
    await this.run(groupStreamId(groupUid), { type: 'DefineAccessType', data: { accessTypeId, name: input.name, permissions: input.permissions } }, metadata);
    return accessTypeId;
  }

  async deleteAccessType(groupUid: string, accessTypeId: string, metadata: EventMetadata): Promise<void> {
    await this.run(groupStreamId(groupUid), { type: 'DeleteAccessType', data: { accessTypeId } }, metadata);
  }

  async saveUser(groupUid: string, input: SaveUserInput, metadata: EventMetadata): Promise<string> {
    const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
    const streamId = groupStreamId(groupUid);
    if (input.userId) {
      await this.run(streamId, { type: 'UpdateUser', data: { userId: input.userId, profile: input.profile, passwordHash, outlets: input.outlets } }, metadata);
      // A password set by an administrator ends the sessions opened with the old one.
      if (passwordHash) await revokeUserTokens(this.store.dataSource.manager, input.userId, new Date(metadata.now));
      return input.userId;
    }
    if (!passwordHash) throw new Error('A new user needs a password');
    const userId = randomUUID();
    await this.run(streamId, { type: 'RegisterUser', data: { userId, profile: input.profile, passwordHash, outlets: input.outlets } }, metadata);
    return userId;
  }

  /** Removes the user for good; the read model drops them in the same transaction, so their tokens fail at once. */
  async deleteUser(groupUid: string, userId: string, metadata: EventMetadata): Promise<void> {
    await this.run(groupStreamId(groupUid), { type: 'DeleteUser', data: { userId } }, metadata);
    await revokeUserTokens(this.store.dataSource.manager, userId, new Date(metadata.now));
  }

  async changePassword(groupUid: string | null, userId: string, password: string, metadata: EventMetadata): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.run(userStreamId(groupUid), { type: 'ChangePassword', data: { userId, passwordHash } }, metadata);
  }

  async registerSuperAdmin(profile: UserProfile, password: string, metadata: EventMetadata): Promise<string> {
    const userId = randomUUID();
    await this.run(SUPER_ADMIN_STREAM_ID, { type: 'RegisterSuperAdmin', data: { userId, profile, passwordHash: await hashPassword(password) } }, metadata);
    return userId;
  }
}
