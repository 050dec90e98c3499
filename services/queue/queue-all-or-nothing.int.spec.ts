import { dinersProjection } from '../diners';
import { EventStore } from '../eventstore';
import { draftsProjection, ReservationsService, reservationsProjection } from '../reservations';
import { outletWithServices, publishTables } from '../reservations/testing/outlet-with-services';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { queueDayDecider } from './queue.decider';
import { queueProjection } from './queue.projection';
import { QueueService } from './queue.service';

const RID = 12;
const NOW = '2026-11-20T12:00:00.000Z';
const host = { rid: RID, groupUid: 'g12', username: 'host', metadata: { actor: 'host-1', now: NOW } } as Parameters<
  QueueService['join']
>[0];

describe('a queue action is recorded whole or not at all', () => {
  let db: TestDatabase;
  let queue: QueueService;
  /** The party's events, in order, each with the transaction that wrote it. */
  const eventsOf = (reservationId: string) =>
    db.dataSource.query(
      `SELECT type, transaction_id::text AS tx FROM events
        WHERE coalesce(data ->> 'reservation_id', data -> 'reservation' ->> 'reservation_id') = $1 ORDER BY position`,
      [reservationId],
    ) as Promise<{ type: string; tx: string }[]>;
  const join = (lastName: string) => queue.join(host, { pax: 2, last_name: lastName, phone: '+6597770010', book_anyway: false });
  const failNextQueueDecision = () =>
    jest.spyOn(queueDayDecider, 'decide').mockImplementationOnce(() => {
      throw new Error('the queue day could not be written');
    });

  beforeAll(async () => {
    db = await openTestDatabase();
    const { store: seeded } = await outletWithServices(db.dataSource, RID, [{ name: 'Lunch' }], host.metadata);
    await publishTables(seeded, RID, [{ id: 'T1', minPax: 1, maxPax: 4 }], host.metadata);
    const store = new EventStore(db.dataSource, [reservationsProjection, draftsProjection, dinersProjection, queueProjection]);
    queue = new QueueService(store, new ReservationsService(store), { partySecret: 'queue-all-or-nothing-spec' });
  }, 120_000);
  afterAll(() => db.close());
  afterEach(() => jest.restoreAllMocks());

  it('joins with the walk-in and its number in one transaction; a number that cannot be issued leaves no party behind', async () => {
    const party = await join('Numbered');
    const events = await eventsOf(party.reservation_id);
    expect(events.map((e) => e.type)).toEqual(['ReservationBooked', 'QueueNumberIssued']);
    expect(events[0].tx).toBe(events[1].tx);

    failNextQueueDecision();
    await expect(join('Ghost')).rejects.toThrow('the queue day could not be written');
    const list = await queue.statusList(host);
    expect(list.entries.map((entry) => entry.name)).not.toContain('Ghost');
    const [{ ghosts }] = await db.dataSource.query(`SELECT count(*)::int AS ghosts FROM reservations WHERE last_name = 'Ghost'`);
    expect(ghosts).toBe(0);
    // The next party takes the number after the last one issued: none was lost to the refused join.
    const next = await join('Next');
    expect(Number(next.label.slice(1))).toBe(Number(party.label.slice(1)) + 1);
  });

  it('records "your table is ready" in the offer’s own transaction', async () => {
    const party = await join('Ready');
    const offered = await queue.updateStatus(host, { reservation_id: party.reservation_id, action: 'offer', book_anyway: false });
    expect(offered.status).toBe('Offered');
    const events = (await eventsOf(party.reservation_id)).filter((e) => ['ReservationStatusChanged', 'QueuePartyOffered'].includes(e.type));
    expect(events.map((e) => e.type)).toEqual(['ReservationStatusChanged', 'QueuePartyOffered']);
    expect(events[0].tx).toBe(events[1].tx);
  });

  it('leaves the party in the queue when its message cannot be recorded, to be offered again', async () => {
    const party = await join('Retry');
    failNextQueueDecision();
    const offer = () => queue.updateStatus(host, { reservation_id: party.reservation_id, action: 'offer', book_anyway: false });
    await expect(offer()).rejects.toThrow('the queue day could not be written');
    const [entry] = (await queue.statusList(host)).entries.filter((e) => e.reservation_id === party.reservation_id);
    expect(entry.status).toBe('Queue');
    expect((await eventsOf(party.reservation_id)).map((e) => e.type)).not.toContain('ReservationStatusChanged');

    expect((await offer()).status).toBe('Offered');
    expect((await eventsOf(party.reservation_id)).map((e) => e.type)).toContain('QueuePartyOffered');
  });

  it('seats a party at its tables in one transaction', async () => {
    const party = await join('Seated');
    const seated = await queue.seat(host, { reservation_id: party.reservation_id, table_ids: ['T1'], book_anyway: false });
    expect(seated.status).toBe('Seated');
    const events = (await eventsOf(party.reservation_id)).filter((e) =>
      ['ReservationTablesAssigned', 'ReservationStatusChanged'].includes(e.type),
    );
    expect(events.map((e) => e.type)).toEqual(['ReservationTablesAssigned', 'ReservationStatusChanged']);
    expect(events[0].tx).toBe(events[1].tx);
  });
});
