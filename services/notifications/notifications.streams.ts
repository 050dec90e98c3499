/** One user's reading of one outlet's notifications. */
export const notificationReadsStream = (rid: number, userId: string) => `notificationreads-${rid}-${userId}`;
