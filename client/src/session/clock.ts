import type { CurrentTimeResult } from '@covers/shared';

/** One measurement of the server's clock: local time when the request left and when its answer came back. */
export interface ClockSample {
  sentAt: number;
  receivedAt: number;
  serverNow: number;
}

/** How far the server's clock is ahead of this device's: server time less local time at the round trip's midpoint. */
export function clockOffset({ sentAt, receivedAt, serverNow }: ClockSample): number {
  return Math.round(serverNow - (sentAt + receivedAt) / 2);
}

let offset = 0;

/** The console's "now" in epoch milliseconds: this device's clock corrected by the last measured offset. */
export function now(): number {
  return Date.now() + offset;
}

/**
 * Asks the server for its time and keeps the offset (at start and on every live reconnect, so a tablet whose
 * clock drifts shows the right day and time). A failed measurement keeps the offset already known.
 */
export async function measureClockOffset(serverTime: () => Promise<CurrentTimeResult>, localNow: () => number = Date.now): Promise<number> {
  const sentAt = localNow();
  try {
    const { now: serverNow } = await serverTime();
    offset = clockOffset({ sentAt, receivedAt: localNow(), serverNow });
  } catch {
    // Offline or refused: the clock stays as it was.
  }
  return offset;
}
