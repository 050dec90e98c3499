import { offeredOnDay } from './service-day-actions';

describe('status actions a screen offers by the booking’s day', () => {
  const today = '2031-07-10';

  it('offers seating today and for last night (still on its service day in the early hours), not tomorrow nor before', () => {
    expect(offeredOnDay('seat', today, today)).toBe(true);
    expect(offeredOnDay('arrive', '2031-07-09', today)).toBe(true);
    expect(offeredOnDay('seat', '2031-07-11', today)).toBe(false);
    expect(offeredOnDay('partially_seat', '2031-07-08', today)).toBe(false);
  });

  it('offers a no-show or a departure once the day has come, never for a day ahead', () => {
    expect(offeredOnDay('no_show', '2031-07-01', today)).toBe(true);
    expect(offeredOnDay('no_show', '2031-07-11', today)).toBe(false);
    expect(offeredOnDay('depart', today, today)).toBe(true);
  });

  it('leaves every other action to the status machine', () => {
    expect(offeredOnDay('cancel', '2031-08-01', today)).toBe(true);
    expect(offeredOnDay('confirm', '2031-08-01', today)).toBe(true);
  });
});
