/** One stream per outlet holds its whole schedule: services, dates, switches, alerts. */
export const availabilityStreamId = (rid: number) => `availability-${rid}`;
