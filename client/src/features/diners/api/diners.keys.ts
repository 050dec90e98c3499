import type { DinerFilter } from './diners.api';

/** Every cached diner query of a group's outlet starts with this key: a change to a diner refreshes them all. */
export const dinersKey = (rid: number | undefined) => ['diner', rid] as const;
export const dinerDirectoryKey = (rid: number | undefined, filter: DinerFilter) => [...dinersKey(rid), 'directory', filter] as const;
export const dinerProfileKey = (rid: number | undefined, dinerId: string) => [...dinersKey(rid), 'profile', dinerId] as const;
export const dinerHistoryKey = (rid: number | undefined, dinerId: string, kind: 'visits' | 'bookings', page: number, pageSize: number) =>
  [...dinersKey(rid), 'history', dinerId, kind, page, pageSize] as const;
export const dinerTagsKey = (rid: number | undefined) => [...dinersKey(rid), 'tags'] as const;
export const dinerDuplicatesKey = (rid: number | undefined, page: number, pageSize: number) =>
  [...dinersKey(rid), 'duplicates', page, pageSize] as const;
