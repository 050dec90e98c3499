import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccessDirectory, groupAccessTypes, groupOutlets, groupUsers, outletsOfUser } from '@covers/services/access';
import type { EventMetadata } from '@covers/services/eventstore';
import {
  DomainError,
  levelSatisfies,
  uacDeleteAccessTypeSchema,
  uacDeleteUserSchema,
  uacListSchema,
  uacSaveAccessTypeSchema,
  uacSaveUserSchema,
  type UacSaveAccessTypeInput,
  type UacSaveUserInput,
} from '@covers/shared';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { Caller, type CurrentUser } from './current-user';
import { Requires } from './route-access.decorators';
import { Input } from '../common/input.decorator';
import { DATA_SOURCE } from '../database/database.module';

const metadataOf = (caller: CurrentUser, platform?: string): EventMetadata => ({
  actor: caller.userId,
  now: new Date().toISOString(),
  ...(platform ? { platform } : {}),
});

/** Spec §7's uac group: Users and Access of the group that owns the request's outlet. */
@ApiTags('uac')
@Controller('uac')
export class UacController {
  constructor(
    private readonly directory: AccessDirectory,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Requires('userAccessControl', 'view')
  @Get('users')
  async users(@Caller() caller: CurrentUser, @Input(uacListSchema) _input: z.infer<typeof uacListSchema>) {
    const [users, outlets] = await Promise.all([groupUsers(this.dataSource.manager, caller.groupUid), groupOutlets(this.dataSource.manager, caller.groupUid)]);
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

  @Requires('userAccessControl', 'view')
  @Get('roles')
  async roles(@Caller() caller: CurrentUser, @Input(uacListSchema) _input: z.infer<typeof uacListSchema>) {
    const accessTypes = await groupAccessTypes(this.dataSource.manager, caller.groupUid);
    return {
      roles: accessTypes.map((a) => ({ access_type_id: a.accessTypeId, name: a.name, permissions: a.permissions, is_default: a.isDefault, user_count: a.userCount })),
    };
  }

  @Requires('userAccessControl', 'all')
  @Post('save')
  @HttpCode(200)
  async save(@Caller() caller: CurrentUser, @Input(uacSaveUserSchema) input: UacSaveUserInput) {
    await this.requireAdminAt(caller, input.outlets.map((o) => o.rid));
    const userId = await this.directory.saveUser(
      caller.groupUid,
      {
        userId: input.user_uid,
        profile: {
          username: input.user_id,
          staffName: input.staff_name,
          positionTitle: input.position_title ?? '',
          phone: input.phone ?? '',
          email: input.email,
          language: input.language ?? 'en_US',
        },
        password: input.password,
        outlets: input.outlets.map((o) => ({ rid: o.rid, accessTypeId: o.access_type_id })),
      },
      metadataOf(caller, input.platform),
    );
    return { user_uid: userId };
  }

  @Requires('userAccessControl', 'all')
  @Post('delete')
  @HttpCode(200)
  async delete(@Caller() caller: CurrentUser, @Input(uacDeleteUserSchema) input: z.infer<typeof uacDeleteUserSchema>) {
    await this.directory.deleteUser(caller.groupUid, input.user_uid, metadataOf(caller, input.platform));
    return {};
  }

  @Requires('userAccessControl', 'all')
  @Post('roles/save')
  @HttpCode(200)
  async saveRole(@Caller() caller: CurrentUser, @Input(uacSaveAccessTypeSchema) input: UacSaveAccessTypeInput) {
    const accessTypeId = await this.directory.saveAccessType(
      caller.groupUid,
      { accessTypeId: input.access_type_id, name: input.name, permissions: input.permissions },
      metadataOf(caller, input.platform),
    );
    return { access_type_id: accessTypeId };
  }

  @Requires('userAccessControl', 'all')
  @Post('roles/delete')
  @HttpCode(200)
  async deleteRole(@Caller() caller: CurrentUser, @Input(uacDeleteAccessTypeSchema) input: z.infer<typeof uacDeleteAccessTypeSchema>) {
    await this.directory.deleteAccessType(caller.groupUid, input.access_type_id, metadataOf(caller, input.platform));
    return {};
  }

  /** Access can only be granted at outlets of this group where the caller holds User Access Control at All Access. */
  private async requireAdminAt(caller: CurrentUser, rids: number[]): Promise<void> {
    const held = new Map((await outletsOfUser(this.dataSource.manager, caller.userId)).filter((o) => o.groupUid === caller.groupUid).map((o) => [o.rid, o]));
    for (const rid of rids) {
      const outlet = held.get(rid);
      if (!outlet) throw new DomainError('OUTLET_FORBIDDEN', { outlets: 'errors.outletForbidden' });
      if (!levelSatisfies(outlet.permissions.userAccessControl, 'all')) throw new DomainError('FORBIDDEN', { outlets: 'errors.forbidden' });
    }
  }
}
