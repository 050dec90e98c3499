import type { StaffNotification } from '@covers/shared';
import { holdPage } from './held-notifications';

const notice = (id: number, read = false): StaffNotification => ({
  notification_id: id,
  kind: 'diner_confirmed',
  reservation_id: `r${id}`,
  diner_name: `Diner ${id}`,
  date: '2034-05-17',
  time_minute: 1140,
  pax: 2,
  detail: null,
  at: '2034-05-01T10:00:00.000Z',
  read,
});
const ids = (list: StaffNotification[]) => list.map((n) => n.notification_id);

describe('holdPage', () => {
  it('shows the first read as it is', () => {
    expect(holdPage(null, [notice(3), notice(2)])).toEqual({ notifications: [notice(3), notice(2)], arrived: 0 });
  });

  it('keeps the rows shown in place while newer notifications arrive, and counts those', () => {
    const held = holdPage([notice(3), notice(2), notice(1)], [notice(5), notice(4), notice(3)]);
    expect(ids(held.notifications)).toEqual([3, 2, 1]);
    expect(held.arrived).toBe(2);
  });

  it('takes the read marks of the rows kept from the fresh read', () => {
    const held = holdPage([notice(3), notice(2)], [notice(4), notice(3, true), notice(2)]);
    expect(held.notifications.map((n) => [n.notification_id, n.read])).toEqual([
      [3, true],
      [2, false],
    ]);
  });

  it('drops a kept row that left the list (read, with unread only), and keeps one the arrivals pushed below the page', () => {
    expect(ids(holdPage([notice(3), notice(2), notice(1)], [notice(5), notice(3), notice(1)]).notifications)).toEqual([3, 1]);
    expect(ids(holdPage([notice(3), notice(2)], [notice(5), notice(4), notice(3)]).notifications)).toEqual([3, 2]);
  });

  it('follows the fresh read when nothing newer arrived: a row read elsewhere or gone leaves', () => {
    expect(holdPage([notice(3), notice(2)], [notice(3, true)])).toEqual({ notifications: [notice(3, true)], arrived: 0 });
  });
});
