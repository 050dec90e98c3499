import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccessService, type OutletCaller } from '@covers/services/access';
import {
  uacDeleteAccessTypeSchema,
  uacDeleteUserSchema,
  uacListSchema,
  uacSaveAccessTypeSchema,
  uacSaveUserSchema,
  type UacSaveAccessTypeInput,
  type UacSaveUserInput,
} from '@covers/shared';
import { Input, type In } from '../common/input.decorator';
import { Get, Post } from '../common/route.decorators';
import { Outlet } from './outlet.decorator';
import { Requires } from './route-access.decorators';

/** Spec §7's uac group: Users and Access of the group that owns the request's outlet. */
@ApiTags('uac')
@Controller('uac')
export class UacController {
  constructor(private readonly access: AccessService) {}

  @Get('users', Requires('userAccessControl', 'view'))
  users(@Outlet() caller: OutletCaller, @Input(uacListSchema) _input: In<typeof uacListSchema>) {
    return this.access.users(caller);
  }

  @Get('roles', Requires('userAccessControl', 'view'))
  roles(@Outlet() caller: OutletCaller, @Input(uacListSchema) _input: In<typeof uacListSchema>) {
    return this.access.roles(caller);
  }

  @Post('save', Requires('userAccessControl', 'all'))
  save(@Outlet() caller: OutletCaller, @Input(uacSaveUserSchema) input: UacSaveUserInput) {
    return this.access.editUser(caller, input);
  }

  @Post('delete', Requires('userAccessControl', 'all'))
  delete(@Outlet() caller: OutletCaller, @Input(uacDeleteUserSchema) input: In<typeof uacDeleteUserSchema>) {
    return this.access.removeUser(caller, input);
  }

  @Post('roles/save', Requires('userAccessControl', 'all'))
  saveRole(@Outlet() caller: OutletCaller, @Input(uacSaveAccessTypeSchema) input: UacSaveAccessTypeInput) {
    return this.access.editRole(caller, input);
  }

  @Post('roles/delete', Requires('userAccessControl', 'all'))
  deleteRole(@Outlet() caller: OutletCaller, @Input(uacDeleteAccessTypeSchema) input: In<typeof uacDeleteAccessTypeSchema>) {
    return this.access.removeRole(caller, input);
  }
}
