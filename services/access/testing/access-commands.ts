import type { FeatureFlags } from '@covers/shared';
import type { AccessCommand, AccessCommands } from '../access.commands';

/** Command builders named as an administrator speaks. */
export const createGroup = (data: AccessCommands['CreateGroup']): AccessCommand<'CreateGroup'> => ({ type: 'CreateGroup', data });
export const addOutlet = (data: AccessCommands['AddOutlet']): AccessCommand<'AddOutlet'> => ({ type: 'AddOutlet', data });
export const defineAccessType = (data: AccessCommands['DefineAccessType']): AccessCommand<'DefineAccessType'> => ({
  type: 'DefineAccessType',
  data,
});
export const deleteAccessType = (accessTypeId: string, administeredRids?: number[]): AccessCommand<'DeleteAccessType'> => ({
  type: 'DeleteAccessType',
  data: { accessTypeId, administeredRids },
});
export const registerUser = (data: AccessCommands['RegisterUser']): AccessCommand<'RegisterUser'> => ({ type: 'RegisterUser', data });
export const updateUser = (data: AccessCommands['UpdateUser']): AccessCommand<'UpdateUser'> => ({ type: 'UpdateUser', data });
export const changePassword = (userId: string, passwordHash: string): AccessCommand<'ChangePassword'> => ({
  type: 'ChangePassword',
  data: { userId, passwordHash },
});
export const deleteUser = (userId: string, administeredRids?: number[]): AccessCommand<'DeleteUser'> => ({
  type: 'DeleteUser',
  data: { userId, administeredRids },
});
export const registerSuperAdmin = (data: AccessCommands['RegisterSuperAdmin']): AccessCommand<'RegisterSuperAdmin'> => ({
  type: 'RegisterSuperAdmin',
  data,
});
export const setOutletFeatures = (rid: number, flags: FeatureFlags): AccessCommand<'SetOutletFeatures'> => ({
  type: 'SetOutletFeatures',
  data: { rid, flags },
});
