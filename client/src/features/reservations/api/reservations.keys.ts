/** Every cached reservation query of an outlet starts with this key, so one live event or write refreshes them all. */
export const reservationKey = (rid: number | undefined) => ['reservation', rid] as const;
/** The table plan in service, as the Gantt rows, the table picker and the live floor plan read it. */
export const tableLayoutKey = (rid: number | undefined) => ['floorplan', 'layout', rid] as const;
/** The live floor plan's table states of a day. */
export const tableStatesKey = (rid: number | undefined, date: string) => [...reservationKey(rid), 'table_states', date] as const;
