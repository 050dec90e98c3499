/** One stream per outlet: its phone booking settings, its API keys and the calls reported with them. */
export const telephonyStreamId = (rid: number) => `telephony-${rid}`;
