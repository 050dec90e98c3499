import { instantBefore } from './lead-time-clock';

const LONDON = 'Europe/London';
const NINE = 9 * 60;

describe("lead times on the outlet's clock", () => {
  it('a reminder for 09:00 the day after the clocks go forward is at 09:00 BST (08:00 UTC)', () => {
    // Europe/London moves to BST at 01:00 UTC on Sunday 2030-03-31; the booking is at 09:00 on Tuesday 2 April.
    expect(instantBefore('2030-04-02', NINE, 24, LONDON).toISOString()).toBe('2030-04-01T08:00:00.000Z');
  });

  it('24 h before a booking the morning of the change is 09:00 the day before, on the old clock', () => {
    expect(instantBefore('2030-03-31', NINE, 24, LONDON).toISOString()).toBe('2030-03-30T09:00:00.000Z');
    expect(instantBefore('2030-10-28', NINE, 24, LONDON).toISOString()).toBe('2030-10-27T09:00:00.000Z');
    expect(instantBefore('2030-10-27', NINE, 24, LONDON).toISOString()).toBe('2030-10-26T08:00:00.000Z');
  });

  it('hours within a day follow the wall clock, and a skipped local time gives the next that exists', () => {
    expect(instantBefore('2030-04-01', 11 * 60, 2, LONDON).toISOString()).toBe('2030-04-01T08:00:00.000Z');
    // 03:30 BST minus 2 h is 01:30 local on the 31st, a time that never happens: 02:00 BST (01:00 UTC) instead.
    expect(instantBefore('2030-03-31', 3 * 60 + 30, 2, LONDON).toISOString()).toBe('2030-03-31T01:00:00.000Z');
  });

  it('works in zones without daylight saving, and across midnight', () => {
    expect(instantBefore('2030-02-11', 19 * 60 + 30, 24, 'Asia/Singapore').toISOString()).toBe('2030-02-10T11:30:00.000Z');
    expect(instantBefore('2030-02-11', 60, 2, 'Asia/Singapore').toISOString()).toBe('2030-02-10T15:00:00.000Z');
  });
});
