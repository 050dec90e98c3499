import { handleCommand, type EventMetadata } from '@covers/services/eventstore';
import { voucherDecider, voucherKindDecider, voucherKindStream, voucherStream, type VoucherKindTerms } from '@covers/services/vouchers';
import { outletClock } from '@covers/shared';
import type { DemoContext, DemoSeeder } from '../demo/demo-seeder';

const DAY_MS = 86_400_000;
const dayOf = (now: string, days: number) => new Date(Date.parse(now) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Vouchers at the first demo outlet: a lunch voucher with codes to scan (two already fulfilled) and a spent
 * festive run that has expired, so every tab of /voucher has rows.
 */
export const vouchersDemoSeeder: DemoSeeder = {
  name: 'vouchers',
  async seed(ctx: DemoContext) {
    const outlet = ctx.outlets[0];
    if (!outlet) return;
    const meta: EventMetadata = { actor: ctx.users[0]?.userId ?? 'system', now: ctx.now };
    const kinds: (VoucherKindTerms & { codes: string[] })[] = [
      {
        kind_id: '5b7e0c1a-3f4d-4e2a-9c8b-1d2e3f4a5b60',
        name: 'Lunch for two',
        valid_from: dayOf(ctx.now, -30),
        valid_to: dayOf(ctx.now, 90),
        codes: ['LUNCH2DEMO01', 'LUNCH2DEMO02', 'LUNCH2DEMO03', 'LUNCH2DEMO04', 'LUNCH2DEMO05'],
        value_minor: 8000,
        vouchers_quota: 50,
        uses_per_voucher: 1,
        group_uid: ctx.groupUid,
        currency: outlet.currency,
        rids: [outlet.rid],
      },
      {
        kind_id: '5b7e0c1a-3f4d-4e2a-9c8b-1d2e3f4a5b61',
        name: 'Festive dessert',
        valid_from: dayOf(ctx.now, -60),
        valid_to: dayOf(ctx.now, -2),
        codes: ['FESTIVEDEMO1', 'FESTIVEDEMO2'],
        value_minor: 1500,
        vouchers_quota: 20,
        uses_per_voucher: 3,
        group_uid: ctx.groupUid,
        currency: outlet.currency,
        rids: [outlet.rid],
      },
    ];
    const holders = ['Mei Tan', 'Arjun Nair', 'Siti Rahman', '', 'Oliver Lim'];
    for (const { codes, ...terms } of kinds) {
      const stream = { streamId: voucherKindStream(terms.kind_id), rid: outlet.rid };
      await handleCommand(ctx.store, voucherKindDecider, stream, { type: 'ConfigureVoucherKind', data: terms }, meta);
      const vouchers = codes.map((code, i) => ({ code, holder: holders[i % holders.length]! }));
      await handleCommand(ctx.store, voucherKindDecider, stream, { type: 'IssueVouchers', data: { source: 'issued', vouchers } }, meta);
    }
    const today = outletClock(ctx.now, outlet.timezone).date;
    const lunch = kinds[0]!;
    for (const code of lunch.codes.slice(0, 2)) {
      const terms = {
        group_uid: ctx.groupUid,
        kind_id: lunch.kind_id,
        code,
        uses_total: 1,
        valid_from: lunch.valid_from,
        valid_to: lunch.valid_to,
        rids: lunch.rids,
      };
      await handleCommand(
        ctx.store,
        voucherDecider,
        { streamId: voucherStream(ctx.groupUid, code), rid: outlet.rid },
        {
          type: 'FulfilVoucher',
          data: { terms, rid: outlet.rid, today, reservation_id: null, fulfilled_by: ctx.users[0]?.username ?? 'system' },
        },
        meta,
      );
    }
  },
};
