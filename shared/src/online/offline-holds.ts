import type { OfflineHold } from './online.types';

/** Covers held back from online booking for a time of a service: the service's own, and the interval's. */
export interface HeldCovers {
  covers: number;
  intervalCovers: number;
}

/** The covers `holds` keep from online booking at `minute` of `serviceId` (an interval hold counts from its start minute). */
export function heldCoversAt(holds: readonly OfflineHold[], serviceId: string, intervalStart: number): HeldCovers {
  let covers = 0;
  let intervalCovers = 0;
  for (const hold of holds) {
    if (hold.service_id !== serviceId) continue;
    if (hold.scope === 'service') covers += hold.covers;
    else if (hold.scope === 'interval' && hold.interval_minute === intervalStart) intervalCovers += hold.covers;
  }
  return { covers, intervalCovers };
}

/** The sections whose tables online booking may not take during `serviceId`. */
export const heldSectionIds = (holds: readonly OfflineHold[], serviceId: string): string[] =>
  holds.flatMap((hold) => (hold.service_id === serviceId && hold.scope === 'section' ? [hold.section_id] : []));
