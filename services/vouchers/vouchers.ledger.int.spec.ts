import { DEFAULT_ACCESS_TYPES, isDomainError, defaultFeatureFlags } from '@covers/shared';
import fc from 'fast-check';
import { accessProjection, type OutletCaller } from '../access';
import { seedAccessFixture } from '../access/testing/access-fixture';
import { EventStore } from '../eventstore';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { vouchersProjection } from './vouchers.projection';
import { VouchersService } from './vouchers.service';

jest.setTimeout(240_000);

const DAY_MS = 86_400_000;
/** Noon in Singapore on day `day` after 2034-03-01. */
const instant = (day: number) => new Date(Date.parse('2034-03-01T04:00:00.000Z') + day * DAY_MS).toISOString();
const date = (day: number) => instant(day).slice(0, 10);

type Step =
  { kind: 'issue'; validDays: number; uses: number; count: number } | { kind: 'fulfil'; pick: number } | { kind: 'wait'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('issue' as const),
    validDays: fc.integer({ min: 0, max: 5 }),
    uses: fc.integer({ min: 1, max: 3 }),
    count: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('fulfil' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 3 }) }),
);

/** The ledger against its own model: after any sequence of issues, fulfils and days passing, issued = incoming + fulfilled + expired. */
describe('the voucher ledger', () => {
  let db: TestDatabase;
  let vouchers: VouchersService;
  let run = 0;

  beforeAll(async () => {
    db = await openTestDatabase();
    const store = new EventStore(db.dataSource, [accessProjection, vouchersProjection]);
    await seedAccessFixture(store);
    vouchers = new VouchersService(store, { qrSecret: 'test' });
  }, 120_000);
  afterAll(() => db.close());

  it('always balances, and each tab counts what the model expects', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        // Each run in a group of its own, so runs do not see each other's vouchers.
        const groupUid = `ledger-${++run}`;
        await db.dataSource.query(`UPDATE outlets SET group_uid = $1 WHERE rid = 11`, [groupUid]);
        let day = 0;
        const caller = (): OutletCaller => ({
          rid: 11,
          groupUid,
          userId: '00000000-0000-4000-8000-0000000000aa',
          username: 'host',
          superAdmin: true,
          permissions: DEFAULT_ACCESS_TYPES.Admin,
          accessTypeName: null,
          featureFlags: defaultFeatureFlags(true),
          metadata: { actor: 'u', now: instant(day) },
        });
        const model: { code: string; validTo: number; left: number }[] = [];
        for (const s of steps) {
          if (s.kind === 'wait') day += s.days;
          if (s.kind === 'issue') {
            const { kind } = await vouchers.addConfig(caller(), {
              name: 'Prop',
              value_minor: 1000,
              vouchers_quota: 10,
              uses_per_voucher: s.uses,
              valid_from: date(0),
              valid_to: date(day + s.validDays),
              rids: [11],
            });
            const issued = await vouchers.issue(caller(), { kind_id: kind.kind_id, count: s.count, holder: '' });
            for (const v of issued.vouchers) model.push({ code: v.code, validTo: day + s.validDays, left: s.uses });
          }
          if (s.kind === 'fulfil' && model.length > 0) {
            const voucher = model[s.pick % model.length]!;
            const expected = voucher.left === 0 ? 'VOUCHER_USED_UP' : day > voucher.validTo ? 'VOUCHER_EXPIRED' : null;
            try {
              await vouchers.fulfill(caller(), { code: voucher.code });
              expect(expected).toBeNull();
              voucher.left--;
            } catch (error) {
              if (!isDomainError(error)) throw error;
              expect(error.code).toBe(expected);
            }
          }
          const counts = await vouchers.counts(caller(), { search: '' });
          expect(counts.issued).toBe(counts.incoming + counts.fulfilled + counts.expired);
          expect(counts).toEqual({
            issued: model.length,
            fulfilled: model.filter((v) => v.left === 0).length,
            expired: model.filter((v) => v.left > 0 && day > v.validTo).length,
            incoming: model.filter((v) => v.left > 0 && day <= v.validTo).length,
          });
        }
        await db.dataSource.query(`UPDATE outlets SET group_uid = 'acme' WHERE rid = 11`);
      }),
      { numRuns: 25 },
    );
  });
});
