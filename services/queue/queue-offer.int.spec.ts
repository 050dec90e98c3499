import { dinersProjection } from '../diners';
import { EventStore } from '../eventstore';
import { draftsProjection, ReservationsService, reservationsProjection } from '../reservations';
import { outletWithServices } from '../reservations/testing/outlet-with-services';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { queueDayDecider } from './queue.decider';
import { queueProjection } from './queue.projection';
import { QueueService } from './queue.service';

const RID = 12;
const NOW = '2026-11-20T12:00:00.000Z';
const host = { rid: RID, groupUid: 'g12', username: 'host', metadata: { actor: 'host-1', now: NOW } } as Parameters<
  QueueService['join']
>[0];

describe('offering a queued party its table', () => {
  let db: TestDatabase;
  let queue: QueueService;
  const eventsOf = (reservationId: string) =>
    db.dataSource.query(`SELECT type, transaction_id::text AS tx FROM events WHERE data ->> 'reservation_id' = $1 ORDER BY position`, [
      reservationId,
    ]) as Promise<{ type: string; tx: string }[]>;

  beforeAll(async () => {
    db = await openTestDatabase();
    await outletWithServices(db.dataSource, RID, [{ name: 'Lunch' }], host.metadata);
    const store = new EventStore(db.dataSource, [reservationsProjection, draftsProjection, dinersProjection, queueProjection]);
    queue = new QueueService(store, new ReservationsService(store), { partySecret: 'queue-offer-spec' });
  }, 120_000);
  afterAll(() => db.close());
  afterEach(() => jest.restoreAllMocks());

  it('records "your table is ready" in the offer’s own transaction', async () => {
    const party = await queue.join(host, { pax: 2, last_name: 'Ready', phone: '+6597770011', book_anyway: false });
    const offered = await queue.updateStatus(host, { reservation_id: party.reservation_id, action: 'offer', book_anyway: false });
    expect(offered.status).toBe('Offered');
    const events = (await eventsOf(party.reservation_id)).filter((e) => ['ReservationStatusChanged', 'QueuePartyOffered'].includes(e.type));
    expect(events.map((e) => e.type)).toEqual(['ReservationStatusChanged', 'QueuePartyOffered']);
    expect(events[0].tx).toBe(events[1].tx);
  });

  it('leaves the party in the queue when its message cannot be recorded, to be offered again', async () => {
    const party = await queue.join(host, { pax: 2, last_name: 'Retry', phone: '+6597770012', book_anyway: false });
    jest.spyOn(queueDayDecider, 'decide').mockImplementationOnce(() => {
      throw new Error('the queue day could not be written');
    });
    const offer = () => queue.updateStatus(host, { reservation_id: party.reservation_id, action: 'offer', book_anyway: false });
    await expect(offer()).rejects.toThrow('the queue day could not be written');
    const [entry] = (await queue.statusList(host)).entries.filter((e) => e.reservation_id === party.reservation_id);
    expect(entry.status).toBe('Queue');
    expect((await eventsOf(party.reservation_id)).map((e) => e.type)).not.toContain('ReservationStatusChanged');

    expect((await offer()).status).toBe('Offered');
    expect((await eventsOf(party.reservation_id)).map((e) => e.type)).toContain('QueuePartyOffered');
  });
});
