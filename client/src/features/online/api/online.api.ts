import type {
  OfflineSeatsResult,
  offlineSeatsRequest,
  OnlineSettingsResult,
  onlineSettingsRequest,
  PublicBookingResult,
  publicBookRequest,
  PublicOutletResult,
  PublicTimesResult,
  publicTimesRequest,
} from '@covers/shared';
import type { FieldValue } from '../../../api/form-encoding';
import type { RequestBody } from '../../../api/request-body';
import { api, get, postQuietly } from '../../../app/services';

export type OnlineSettingsBody = RequestBody<typeof onlineSettingsRequest>;
export type OfflineSeatsBody = RequestBody<typeof offlineSeatsRequest>;
export type PublicTimesQuery = RequestBody<typeof publicTimesRequest>;
export type PublicBookBody = RequestBody<typeof publicBookRequest>;

/** The public booking page calls without a session; the page shows each refusal itself. */
const publicCall = <T>(path: string, data: object, method: 'GET' | 'POST' = 'GET') =>
  api.call<T>(`/api/public/${path}`, { method, auth: 'none', hideError: true, data: data as Record<string, FieldValue> });

export const onlineApi = {
  settings: () => get<OnlineSettingsResult>('/api/setting/online_booking'),
  saveSettings: (body: OnlineSettingsBody) => postQuietly<OnlineSettingsResult>('/api/setting/online_booking', body),
  offlineSeats: () => get<OfflineSeatsResult>('/api/setting/offline_seats'),
  saveOfflineSeats: (body: OfflineSeatsBody) => postQuietly<OfflineSeatsResult>('/api/setting/offline_seats', body),
  outlet: (outlet: string) => publicCall<PublicOutletResult>('online_outlet', { outlet }),
  times: (query: PublicTimesQuery) => publicCall<PublicTimesResult>('online_times', query),
  book: (body: PublicBookBody) => publicCall<PublicBookingResult>('online_book', body, 'POST'),
};
