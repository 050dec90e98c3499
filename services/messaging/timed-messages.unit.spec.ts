import { isDue, timedMessages } from './timed-messages';

const SINGAPORE = 'Asia/Singapore';
const booking = {
  reservation_id: 'r-1',
  kind: 'reservation' as const,
  status: 'Booked' as const,
  date: '2030-02-11',
  time_minute: 19 * 60,
};
const lead = { confirmation_hours: null, reminder_hours: [24, 2] };

describe('timed messages of a booking', () => {
  it('plans each reminder at its lead time, and none whose time has gone when the booking is made', () => {
    expect(timedMessages(11, booking, lead, SINGAPORE, new Date('2030-02-01T00:00:00Z')).map((m) => [m.message_id, m.run_at])).toEqual([
      ['r-1:reminder:24h', '2030-02-10T11:00:00.000Z'],
      ['r-1:reminder:2h', '2030-02-11T09:00:00.000Z'],
    ]);
    expect(timedMessages(11, booking, lead, SINGAPORE, new Date('2030-02-10T12:00:00Z')).map((m) => m.message_id)).toEqual([
      'r-1:reminder:2h',
    ]);
  });

  it('plans nothing for a booking that is not coming, or a walk-in', () => {
    const now = new Date('2030-02-01T00:00:00Z');
    expect(timedMessages(11, { ...booking, status: 'Cancelled' }, lead, SINGAPORE, now)).toEqual([]);
    expect(timedMessages(11, { ...booking, kind: 'walk_in' }, lead, SINGAPORE, now)).toEqual([]);
  });

  it('a confirmation with a lead time waits for it, or goes at once when the booking is made later', () => {
    const withConfirmation = { confirmation_hours: 48, reminder_hours: [] };
    expect(timedMessages(11, booking, withConfirmation, SINGAPORE, new Date('2030-02-01T00:00:00Z'))[0]).toMatchObject({
      message_id: 'r-1:confirmation',
      kind: 'confirmation',
      run_at: '2030-02-09T11:00:00.000Z',
    });
    expect(timedMessages(11, booking, withConfirmation, SINGAPORE, new Date('2030-02-10T00:00:00Z'))[0].run_at).toBe(
      '2030-02-10T00:00:00.000Z',
    );
  });

  it('is due only at its time, for the booking as it is now and a lead time still set', () => {
    const [reminder] = timedMessages(11, booking, lead, SINGAPORE, new Date('2030-02-01T00:00:00Z'));
    expect(isDue(reminder, booking, lead, SINGAPORE, new Date('2030-02-10T11:00:00Z'))).toBe(true);
    expect(isDue(reminder, booking, lead, SINGAPORE, new Date('2030-02-10T10:00:00Z'))).toBe(false);
    expect(isDue(reminder, { ...booking, date: '2030-02-12' }, lead, SINGAPORE, new Date('2030-02-10T11:00:00Z'))).toBe(false);
    expect(isDue(reminder, { ...booking, status: 'Cancelled' }, lead, SINGAPORE, new Date('2030-02-10T11:00:00Z'))).toBe(false);
    expect(isDue(reminder, booking, { ...lead, reminder_hours: [2] }, SINGAPORE, new Date('2030-02-10T11:00:00Z'))).toBe(false);
  });
});
