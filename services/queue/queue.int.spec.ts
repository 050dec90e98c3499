import { dinersProjection } from '../diners';
import { EventStore } from '../eventstore';
import { draftsProjection, ReservationsService, reservationsProjection } from '../reservations';
import { outletWithServices } from '../reservations/testing/outlet-with-services';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { queueProjection } from './queue.projection';
import { QueueService } from './queue.service';

const RID = 9;
const at = (now: string) =>
  ({
    rid: RID,
    groupUid: 'g9',
    username: 'host',
    metadata: { actor: 'host-1', now },
  }) as Parameters<QueueService['join']>[0];

describe('queue numbers across midnight (outlet in UTC)', () => {
  let db: TestDatabase;
  let queue: QueueService;

  beforeAll(async () => {
    // Friday's Late Supper runs 23:30 to 02:00 on Saturday; lunch every day.
    const late = { name: 'Late Supper', startMinute: 1410, endMinute: 120, repeatDays: [5], onlineSlots: [] };
    db = await openTestDatabase();
    await outletWithServices(db.dataSource, RID, [late, { name: 'Lunch' }], at('2026-11-01T00:00:00.000Z').metadata);
    const store = new EventStore(db.dataSource, [reservationsProjection, draftsProjection, dinersProjection, queueProjection]);
    queue = new QueueService(store, new ReservationsService(store), { partySecret: 'queue-spec' });
  }, 120_000);
  afterAll(() => db.close());

  it('keeps the service day of a service running past midnight: its numbers go on', async () => {
    // 2026-11-20 is a Friday.
    const before = await queue.join(at('2026-11-20T23:45:00.000Z'), { pax: 2, last_name: 'Before', book_anyway: false });
    const after = await queue.join(at('2026-11-21T00:30:00.000Z'), { pax: 2, last_name: 'After', book_anyway: false });
    expect([before.service_date, before.label, before.groups_ahead]).toEqual(['2026-11-20', 'A1', 0]);
    expect([after.service_date, after.label, after.groups_ahead]).toEqual(['2026-11-20', 'A2', 1]);
    const list = await queue.statusList(at('2026-11-21T01:00:00.000Z'));
    expect(list.service_date).toBe('2026-11-20');
    expect(list.entries.map((entry) => entry.label)).toEqual(['A1', 'A2']);
  });

  it('starts again at 1 on the next service day', async () => {
    const next = await queue.join(at('2026-11-21T03:00:00.000Z'), { pax: 2, last_name: 'Saturday', book_anyway: false });
    expect([next.service_date, next.label]).toEqual(['2026-11-21', 'A1']);
  });

  it('shows the status screen the queue of the service day it is in, as that day moves past the late service', async () => {
    const waitingA = async (now: string) => (await queue.screenView(RID, now)).categories.find((c) => c.category === 'A')?.waiting;
    // Friday's two parties while the Late Supper runs, Saturday's one once it has ended, Friday's again for a moment within it.
    expect(await waitingA('2026-11-21T01:00:00.000Z')).toBe(2);
    expect(await waitingA('2026-11-21T03:00:00.000Z')).toBe(1);
    expect(await waitingA('2026-11-21T01:30:00.000Z')).toBe(2);
  });
});
