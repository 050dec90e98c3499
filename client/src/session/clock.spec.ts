import { clockOffset, measureClockOffset, now } from './clock';

describe('clock offset', () => {
  it('is server time less local time at the midpoint of the round trip', () => {
    expect(clockOffset({ sentAt: 1_000, receivedAt: 1_200, serverNow: 61_100 })).toBe(60_000);
    expect(clockOffset({ sentAt: 5_000, receivedAt: 5_400, serverNow: 2_200 })).toBe(-3_000);
    expect(clockOffset({ sentAt: 0, receivedAt: 0, serverNow: 0 })).toBe(0);
  });

  it('is measured from the server and applied to now()', async () => {
    const local = [10_000, 10_100];
    const offset = await measureClockOffset(
      () => Promise.resolve({ now: 130_050, iso: new Date(130_050).toISOString() }),
      () => local.shift()!,
    );
    expect(offset).toBe(120_000);
    expect(now() - Date.now()).toBeGreaterThanOrEqual(119_990);
    expect(now() - Date.now()).toBeLessThanOrEqual(120_010);
  });

  it('keeps the last offset when the server cannot be reached', async () => {
    const offset = await measureClockOffset(() => Promise.reject(new Error('offline')));
    expect(offset).toBe(120_000);
  });
});
