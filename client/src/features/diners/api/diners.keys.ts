/** Every cached diner query of a group's outlet starts with this key: a change to a diner refreshes them all. */
export const dinersKey = (rid: number | undefined) => ['diner', rid] as const;
