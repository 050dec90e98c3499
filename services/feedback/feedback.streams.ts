/** One stream per booking: two submits of the same link queue on its lock, and the second finds the first. */
export const feedbackStream = (rid: number, reservationId: string) => `feedback-${rid}-${reservationId}`;
