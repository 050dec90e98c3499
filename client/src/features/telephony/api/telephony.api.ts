import type { apiKeyCreateRequest, apiKeyRevokeRequest, CreatedApiKey, PhoneBookingResult, telephonySettingsRequest } from '@covers/shared';
import type { RequestBody } from '../../../api/request-body';
import { get, postQuietly } from '../../../app/services';

export type TelephonySettingsBody = RequestBody<typeof telephonySettingsRequest>;
export type ApiKeyCreateBody = RequestBody<typeof apiKeyCreateRequest>;
export type ApiKeyRevokeBody = RequestBody<typeof apiKeyRevokeRequest>;

export const telephonyApi = {
  setup: () => get<PhoneBookingResult>('/api/setting/phone_booking'),
  saveSettings: (body: TelephonySettingsBody) => postQuietly<PhoneBookingResult>('/api/setting/phone_booking', body),
  createKey: (body: ApiKeyCreateBody) => postQuietly<CreatedApiKey>('/api/setting/api_key_create', body),
  revokeKey: (body: ApiKeyRevokeBody) => postQuietly<PhoneBookingResult>('/api/setting/api_key_revoke', body),
};
