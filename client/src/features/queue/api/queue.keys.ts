/** Every cached queue query of an outlet starts with this key: a queue or booking event refreshes them all. */
export const queueKey = (rid: number | undefined) => ['queue', rid] as const;
export const queueListKey = (rid: number | undefined) => [...queueKey(rid), 'list'] as const;
export const queueSettingsKey = (rid: number | undefined) => [...queueKey(rid), 'settings'] as const;
export const queueWaitTimesKey = (rid: number | undefined) => [...queueKey(rid), 'wait_times'] as const;
export const queueBackgroundKey = (rid: number | undefined, version: string) => [...queueKey(rid), 'background', version] as const;
/** The public check-in page: which outlet its link opens. */
export const checkInFormKey = (token: string) => ['queue-check-in', token] as const;
/** The status screen's public view, by its screen link. */
export const queueScreenKey = (token: string) => ['queue-screen', token] as const;
/** A party's own status page, by its signed link. */
export const queuePartyKey = (token: string) => ['queue-party', token] as const;
