import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccessService } from '@covers/services/access';
import {
  uacDeleteAccessTypeSchema,
  uacDeleteUserSchema,
  uacListSchema,
  uacSaveAccessTypeSchema,
  uacSaveUserSchema,
  uacSetFeaturesSchema,
} from '@covers/shared';
import { get, post, routeTable } from '../common/route-table';
import { Basic, Requires, SuperAdminOnly } from './route-access.decorators';

/** Spec §7's uac group: Users and Access of the group that owns the request's outlet. */
@ApiTags('uac')
@Controller('uac')
export class UacController extends routeTable(AccessService, {
  users: get('users', Requires('userAccessControl', 'view'), uacListSchema, (access, caller) => access.users(caller)),
  roles: get('roles', Requires('userAccessControl', 'view'), uacListSchema, (access, caller) => access.roles(caller)),
  save: post('save', Requires('userAccessControl', 'all'), uacSaveUserSchema, (access, caller, input) => access.editUser(caller, input)),
  delete: post('delete', Requires('userAccessControl', 'all'), uacDeleteUserSchema, (access, caller, input) =>
    access.removeUser(caller, input),
  ),
  saveRole: post('roles/save', Requires('userAccessControl', 'all'), uacSaveAccessTypeSchema, (access, caller, input) =>
    access.editRole(caller, input),
  ),
  deleteRole: post('roles/delete', Requires('userAccessControl', 'all'), uacDeleteAccessTypeSchema, (access, caller, input) =>
    access.removeRole(caller, input),
  ),
  myAccess: get('my_access', Basic(), uacListSchema, (access, caller) => access.myAccess(caller)),
  setFeatures: post('features', SuperAdminOnly(), uacSetFeaturesSchema, (access, caller, input) => access.setFeatures(caller, input)),
}) {}
