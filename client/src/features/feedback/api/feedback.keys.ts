/** Every cached feedback query of an outlet starts with this key: new feedback refreshes them all. */
export const feedbackKey = (rid: number | undefined) => ['feedback', rid] as const;
export const bookingFeedbackKey = (rid: number | undefined, reservationId: string) =>
  [...feedbackKey(rid), 'booking', reservationId] as const;
/** The diner's page: what its link is for. */
export const feedbackFormKey = (token: string) => ['feedback-form', token] as const;
