/** Spec §9: one running number, or three categories by party size. */
export const QUEUE_CATEGORIES = [
  { code: 'A', minPax: 1, maxPax: 2 },
  { code: 'B', minPax: 2, maxPax: 4 },
  { code: 'C', minPax: 5, maxPax: Infinity },
] as const;
