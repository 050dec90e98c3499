/** Every cached online-booking read of an outlet starts with this key. */
export const onlineKey = (rid: number | undefined) => ['online', rid] as const;
/** The public booking page's reads, by restaurant uid. */
export const bookingPageKey = (ruid: string) => ['booking-page', ruid] as const;
