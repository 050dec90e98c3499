/** What a host types for a party of adults: no children, tables, tags or deposit, taken by Bob. */
export const partyOf = (lastName: string, adults: number) => ({
  last_name: lastName,
  adults,
  children: 0,
  table_ids: [] as string[],
  tags: [] as string[],
  taken_by: 'Bob',
  deposit_status: 'none' as const,
  book_anyway: false,
});

/** That party's reservation on this date at this time. */
export const reservationOf = (lastName: string, adults: number, date: string, time: string) => ({
  ...partyOf(lastName, adults),
  date,
  time,
  kind: 'reservation' as const,
  present: false,
});
