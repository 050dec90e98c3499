/** One stream per outlet and service day: table assignment is decided against the contested day. */
export const reservationDayStream = (rid: number, date: string) => `reservationday-${rid}-${date}`;
export const draftsStream = (rid: number) => `reservationdrafts-${rid}`;
export const searchHistoryStream = (userId: string) => `reservationsearch-${userId}`;
