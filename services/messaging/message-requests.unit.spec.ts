import type { RecordedEvent } from '../eventstore';
import type { QueueDayEvent } from '../queue';
import type { Reservation, ReservationDayEvent } from '../reservations';
import { pingTextFor, requestsFor } from './message-requests';

const ID = '00000000-0000-4000-8000-000000000001';

const recorded = (event: ReservationDayEvent | QueueDayEvent, position = 42): RecordedEvent => ({
  position,
  streamId: 'reservationday-11-2030-02-11',
  streamVersion: 1,
  rid: 11,
  type: event.type,
  data: event.data,
  metadata: { actor: 'u1', now: '2030-02-01T10:00:00.000Z' },
  recordedAt: '2030-02-01T10:00:00.000Z',
});
const booking = (kind: Reservation['kind']) => ({ reservation_id: ID, kind }) as Reservation;
const request = (kind: string, template: string, channel: string | null, messageId: string) => ({
  message_id: messageId,
  rid: 11,
  reservation_id: ID,
  kind,
  template,
  channel,
});

describe('the messages reservation events ask for', () => {
  it('a new booking asks for its confirmation, once per booking; a walk-in asks for none', () => {
    const made = {
      type: 'ReservationBooked',
      data: { reservation: booking('reservation'), origin: 'reservation', overrides: [] },
    } as const;
    expect(requestsFor(recorded(made))).toEqual([request('confirmation', 'confirmation', null, `${ID}:confirmation`)]);
    expect(requestsFor(recorded(made, 99))[0].message_id).toBe(`${ID}:confirmation`);
    expect(requestsFor(recorded({ ...made, data: { ...made.data, reservation: booking('walk_in') } }))).toEqual([]);
  });

  it('a new time or party size asks for a change notice; other edits do not', () => {
    const party = { type: 'ReservationEdited', data: { reservation_id: ID, before: { adults: 2 }, after: { adults: 4 } } } as const;
    expect(requestsFor(recorded(party))).toEqual([request('change', 'change', null, `${ID}:change:42`)]);
    const remarks = {
      type: 'ReservationEdited',
      data: { reservation_id: ID, before: { remarks: null }, after: { remarks: 'Window' } },
    } as const;
    expect(requestsFor(recorded(remarks))).toEqual([]);
    const moved = {
      type: 'ReservationTablesAssigned',
      data: {
        reservation_id: ID,
        via: 'move_reservation',
        before: { time_minute: 1140, table_ids: [] },
        after: { time_minute: 1200, table_ids: [] },
        overrides: [],
      },
    } as const;
    expect(requestsFor(recorded(moved))).toEqual([request('change', 'change', null, `${ID}:change:42`)]);
  });

  it('a ping asks for a call, its text follows only when asked; a resend keeps its channel and template', () => {
    const ping = {
      type: 'ReservationNotificationRequested',
      data: { reservation_id: ID, channel: 'call_then_sms', template: 'ping', phone: '+6591234567', email: null },
    } as const;
    const [call] = requestsFor(recorded(ping));
    expect(call).toEqual(request('ping', 'ping', 'voice', `${ID}:ping:42`));
    expect(pingTextFor(call)).toEqual(request('ping_sms', 'ping', 'sms', `${ID}:ping:42:sms`));
    const resend = { ...ping, data: { ...ping.data, channel: 'email', template: 'reminder' } } as const;
    expect(requestsFor(recorded(resend, 43))).toEqual([request('resend', 'reminder', 'email', `${ID}:resend:43`)]);
  });

  it('a queued party offered a table asks for "your table is ready" by text; a party without a phone for none', () => {
    const offered = { type: 'QueuePartyOffered', data: { rid: 11, reservation_id: ID, label: 'A3', phone: '+6591234567' } } as const;
    expect(requestsFor(recorded(offered))).toEqual([request('table_ready', 'table_ready', 'sms', `${ID}:table_ready:42`)]);
    expect(requestsFor(recorded({ ...offered, data: { ...offered.data, phone: null } }))).toEqual([]);
  });
});
