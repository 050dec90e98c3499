/** Every cached feedback query of an outlet starts with this key: new feedback refreshes them all. */
export const feedbackKey = (rid: number | undefined) => ['feedback', rid] as const;
export const bookingFeedbackKey = (rid: number | undefined, reservationId: string) =>
  [...feedbackKey(rid), 'booking', reservationId] as const;
export const feedbackListKey = (rid: number | undefined, range: { from: string; to: string }, page: number, pageSize: number) =>
  [...feedbackKey(rid), 'list', range.from, range.to, page, pageSize] as const;
/** A diner's feedback spans every outlet the caller holds: any outlet's new feedback refreshes it. */
export const dinerFeedbackPrefix = ['diner-feedback'] as const;
export const dinerFeedbackKey = (rid: number | undefined, dinerId: string, page: number, pageSize: number) =>
  [...dinerFeedbackPrefix, rid, dinerId, page, pageSize] as const;
/** The diner's page: what its link is for. */
export const feedbackFormKey = (token: string) => ['feedback-form', token] as const;
