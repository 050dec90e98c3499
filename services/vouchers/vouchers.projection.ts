import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { VOUCHER_EVENT_TYPES, type VoucherEvent } from './vouchers.events';

/** The vouchers read model: kinds with their issued count, vouchers with their uses left, and every use. */
export const vouchersProjection: Projection = {
  name: 'vouchers',
  // Uses first: each references its voucher, each voucher its kind, so they are emptied in this order.
  tables: ['voucher_uses', 'vouchers', 'voucher_kinds'],
  handles: VOUCHER_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as VoucherEvent;
    const at = recorded.metadata.now;
    switch (event.type) {
      case 'VoucherKindConfigured': {
        const k = event.data;
        await manager.query(
          `INSERT INTO voucher_kinds (kind_id, group_uid, name, value_minor, currency, vouchers_quota, uses_per_voucher, valid_from, valid_to, rids, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            k.kind_id,
            k.group_uid,
            k.name,
            k.value_minor,
            k.currency,
            k.vouchers_quota,
            k.uses_per_voucher,
            k.valid_from,
            k.valid_to,
            k.rids,
            at,
          ],
        );
        return;
      }
      case 'VouchersIssued': {
        const { kind_id, group_uid, source, vouchers } = event.data;
        await manager.query(
          `INSERT INTO vouchers (group_uid, code, kind_id, holder, source, uses_total, uses_left, issued_at)
           SELECT $1, v.code, k.kind_id, v.holder, $3, k.uses_per_voucher, k.uses_per_voucher, $4
             FROM voucher_kinds k, unnest($5::text[], $6::text[]) AS v (code, holder)
            WHERE k.kind_id = $2`,
          [group_uid, kind_id, source, at, vouchers.map((v) => v.code), vouchers.map((v) => v.holder)],
        );
        await manager.query(`UPDATE voucher_kinds SET issued = issued + $2 WHERE kind_id = $1`, [kind_id, vouchers.length]);
        return;
      }
      case 'VoucherFulfilled': {
        const u = event.data;
        await manager.query(
          `INSERT INTO voucher_uses (group_uid, code, use, rid, reservation_id, fulfilled_by, fulfilled_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [u.group_uid, u.code, u.use, u.rid, u.reservation_id, u.fulfilled_by, at],
        );
        await manager.query(`UPDATE vouchers SET uses_left = uses_left - 1 WHERE group_uid = $1 AND code = $2`, [u.group_uid, u.code]);
        return;
      }
    }
  },
};
