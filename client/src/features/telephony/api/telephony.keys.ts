/** Every cached phone-booking read of an outlet starts with this key. */
export const telephonyKey = (rid: number | undefined) => ['telephony', rid] as const;
