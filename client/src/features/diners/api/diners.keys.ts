import type { DinerFilter } from './diners.api';

/** Every cached diner query starts with this key: a diner is the group's, so a change anywhere refreshes them all. */
export const allDinersKey = ['diner'] as const;
/** Every cached diner query of an outlet starts with this key. */
export const dinersKey = (rid: number | undefined) => [...allDinersKey, rid] as const;
export const dinerDirectoryKey = (rid: number | undefined, filter: DinerFilter) => [...dinersKey(rid), 'directory', filter] as const;
export const dinerProfileKey = (rid: number | undefined, dinerId: string) => [...dinersKey(rid), 'profile', dinerId] as const;
export const dinerHistoryKey = (rid: number | undefined, dinerId: string, kind: 'visits' | 'bookings', page: number, pageSize: number) =>
  [...dinersKey(rid), 'history', dinerId, kind, page, pageSize] as const;
export const dinerTagsKey = (rid: number | undefined) => [...dinersKey(rid), 'tags'] as const;
/** A photo's image by its version: a new photo is a new key, so no write needs to refresh it (it is apart from dinersKey). */
export const dinerPhotoKey = (rid: number | undefined, dinerId: string, version: string) => ['diner-photo', rid, dinerId, version] as const;
export const dinerDuplicatesKey = (rid: number | undefined, page: number, pageSize: number) =>
  [...dinersKey(rid), 'duplicates', page, pageSize] as const;
