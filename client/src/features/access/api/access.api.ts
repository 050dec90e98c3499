import type {
  FeatureFlags,
  UacRolesResult,
  UacUsersResult,
  uacDeleteAccessTypeSchema,
  uacDeleteUserSchema,
  uacSaveAccessTypeSchema,
  uacSaveUserSchema,
  uacSetFeaturesSchema,
} from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { get, post, postQuietly } from '../../../app/services';

export type UserSave = RequestBody<typeof uacSaveUserSchema>;
export type UserDelete = RequestBody<typeof uacDeleteUserSchema>;
export type AccessTypeSave = RequestBody<typeof uacSaveAccessTypeSchema>;
export type OutletFeatures = RequestBody<typeof uacSetFeaturesSchema>;
export type AccessTypeDelete = RequestBody<typeof uacDeleteAccessTypeSchema>;

/** The uac endpoint group (docs/api/login.md) as the Users and Access screen uses it. */
export const accessApi = {
  users: () => get<UacUsersResult>('/api/uac/users'),
  roles: () => get<UacRolesResult>('/api/uac/roles'),
  /** The form shows field refusals itself. */
  saveUser: (body: UserSave) => postQuietly<{ user_uid: string }>('/api/uac/save', body),
  deleteUser: (body: UserDelete) => post<object>('/api/uac/delete', body),
  saveRole: (body: AccessTypeSave) => postQuietly<{ access_type_id: string }>('/api/uac/roles/save', body),
  deleteRole: (body: AccessTypeDelete) => post<object>('/api/uac/roles/delete', body),
  /** Super-admin only. */
  setFeatures: (body: OutletFeatures) => post<{ feature_flags: FeatureFlags }>('/api/uac/features', body),
};
