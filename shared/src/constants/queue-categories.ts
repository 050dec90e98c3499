/**
 * Spec §9: one running number, or three categories by party size. The spec's bands overlap at 2 pax
 * ("1-2 pax (A), 2-4 pax (B)"); a party of 2 is an A, so B starts at 3. Queues Setup moves both upper bounds.
 */
export const QUEUE_CATEGORIES = [
  { code: 'A', minPax: 1, maxPax: 2 },
  { code: 'B', minPax: 3, maxPax: 4 },
  { code: 'C', minPax: 5, maxPax: Infinity },
] as const;

/** Spec §9: a default estimated wait set by hand holds for 30 minutes; then the computed quote takes over. */
export const QUEUE_MANUAL_WAIT_HOLD_MINUTES = 30;
