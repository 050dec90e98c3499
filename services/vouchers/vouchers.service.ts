import {
  DomainError,
  outletClock,
  toCsv,
  VOUCHER_CSV_HEADER,
  VOUCHER_CODE_PATTERN,
  normaliseVoucherCode,
  type VoucherAddConfigRequest,
  type VoucherAddConfigResult,
  type VoucherBookingRequest,
  type VoucherBookingResult,
  type VoucherConfigResult,
  type VoucherCountsRequest,
  type VoucherCountsResult,
  type VoucherExportRequest,
  type VoucherFulfillRequest,
  type VoucherFulfillResult,
  type VoucherGetRequest,
  type VoucherGetResult,
  type VoucherImportRequest,
  type VoucherIssueRequest,
  type VoucherIssueResult,
  type VoucherListRequest,
  type VoucherListResult,
  type VoucherReceiptRequest,
  type VoucherReceiptResult,
  type VoucherRow,
  type VoucherUse,
} from '@covers/shared';
import { randomUUID } from 'node:crypto';
import { groupOutlets, outletByRid, outletRidsPermitting, type OutletCaller } from '../access';
import { ConcurrencyError, handleCommand, type EventStore } from '../eventstore';
import { getReservation } from '../reservations';
import { drawVoucherCode, voucherCodeOf, voucherQrKey, voucherQrText } from './voucher-codes';
import { voucherDecider, voucherKindDecider } from './vouchers.decider';
import type { IssuedVoucher } from './vouchers.events';
import {
  countVouchers,
  findVoucher,
  findVouchers,
  kindOf,
  kindsAt,
  listVouchers,
  takenCodes,
  usesOf,
  usesOnBooking,
  type UseRecord,
  type VoucherRecord,
} from './vouchers.queries';
import { voucherKindStream, voucherStream } from './vouchers.streams';

export interface VouchersOptions {
  /** The secret QR codes are signed with. */
  qrSecret: string;
}

/** PostgreSQL's unique_violation: a code taken by another import that committed first. */
const UNIQUE_VIOLATION = '23505';

/**
 * Vouchers (spec §7's voucher group): kinds with a value, a quota and a validity, issued or imported codes, and
 * their fulfilment by typed code or signed QR text at an outlet the voucher names, never beyond its uses.
 */
export class VouchersService {
  private readonly qrKey: Buffer;

  constructor(
    private readonly store: EventStore,
    options: VouchersOptions,
  ) {
    this.qrKey = voucherQrKey(options.qrSecret);
  }

  private get db() {
    return this.store.dataSource;
  }

  async config(caller: OutletCaller): Promise<VoucherConfigResult> {
    this.switchedOn(caller);
    return { kinds: await kindsAt(this.db, caller.groupUid, caller.rid) };
  }

  /** A new kind, in this outlet's currency, valid at outlets of the group where the caller may set up, all of that currency. */
  async addConfig(caller: OutletCaller, request: VoucherAddConfigRequest): Promise<VoucherAddConfigResult> {
    this.switchedOn(caller);
    const rids = [...new Set(request.rids)];
    const permitted = await outletRidsPermitting(this.db.manager, caller, 'servicesAndSlots', 'all');
    if (rids.some((rid) => !permitted.includes(rid))) throw new DomainError('FORBIDDEN');
    const outlets = await Promise.all([caller.rid, ...rids].map((rid) => outletByRid(this.db, rid)));
    const currency = outlets[0]!.currency;
    if (outlets.some((outlet) => outlet?.currency !== currency))
      throw new DomainError('VOUCHER_OUTLET_CURRENCY', { rids: 'vouchers.outletCurrency' });
    const kindId = randomUUID();
    const { name, value_minor, vouchers_quota, uses_per_voucher, valid_from, valid_to } = request;
    await handleCommand(
      this.store,
      voucherKindDecider,
      { streamId: voucherKindStream(kindId), rid: caller.rid },
      {
        type: 'ConfigureVoucherKind',
        data: {
          kind_id: kindId,
          group_uid: caller.groupUid,
          name,
          value_minor,
          currency,
          vouchers_quota,
          uses_per_voucher,
          valid_from,
          valid_to,
          rids,
        },
      },
      caller.metadata,
    );
    return { kind: (await kindOf(this.db, caller.groupUid, kindId))! };
  }

  /** One voucher or a batch, with fresh unguessable codes. */
  async issue(caller: OutletCaller, request: VoucherIssueRequest): Promise<VoucherIssueResult> {
    const vouchers = Array.from({ length: request.count }, () => ({ code: drawVoucherCode(), holder: request.holder }));
    return this.take(caller, request.kind_id, 'issued', vouchers);
  }

  /** Codes issued elsewhere: each must be a code (letters and digits, dashes and spaces ignored) the group does not have yet. */
  async import(caller: OutletCaller, request: VoucherImportRequest): Promise<VoucherIssueResult> {
    const vouchers = request.vouchers.map((row) => ({ code: normaliseVoucherCode(row.code), holder: row.holder }));
    const invalid = vouchers.filter((row) => !VOUCHER_CODE_PATTERN.test(row.code)).map((row) => row.code);
    if (invalid.length > 0) throw new DomainError('VOUCHER_INVALID', {}, { codes: invalid });
    const codes = vouchers.map((row) => row.code);
    const repeated = codes.filter((code, i) => codes.indexOf(code) !== i);
    const taken = [...new Set([...repeated, ...(await takenCodes(this.db, caller.groupUid, codes))])];
    if (taken.length > 0) throw new DomainError('VOUCHER_CODE_TAKEN', {}, { codes: taken });
    return this.take(caller, request.kind_id, 'imported', vouchers);
  }

  /** The validate step: what the code is worth, whose it is, its validity and uses left, and whether this outlet takes it. */
  async get(caller: OutletCaller, request: VoucherGetRequest): Promise<VoucherGetResult> {
    this.switchedOn(caller);
    const voucher = await this.resolve(caller, request.code, await this.today(caller));
    const [names, uses] = await Promise.all([this.outletNames(caller), usesOf(this.db, caller.groupUid, voucher.code)]);
    return { voucher: this.row(voucher, names), uses: uses.map((use) => toUse(use, names)), valid_here: voucher.rids.includes(caller.rid) };
  }

  /** One use at the caller's outlet, optionally on one of its bookings; simultaneous fulfils of a code queue on its stream. */
  async fulfill(caller: OutletCaller, request: VoucherFulfillRequest): Promise<VoucherFulfillResult> {
    this.switchedOn(caller);
    const today = await this.today(caller);
    const voucher = await this.resolve(caller, request.code, today);
    if (request.reservation_id && !(await getReservation(this.db, caller.rid, request.reservation_id)))
      throw new DomainError('RESERVATION_NOT_FOUND');
    try {
      await handleCommand(
        this.store,
        voucherDecider,
        { streamId: voucherStream(caller.groupUid, voucher.code), rid: caller.rid },
        {
          type: 'FulfilVoucher',
          data: {
            terms: {
              group_uid: caller.groupUid,
              kind_id: voucher.kind_id,
              code: voucher.code,
              uses_total: voucher.uses_total,
              valid_from: voucher.valid_from,
              valid_to: voucher.valid_to,
              rids: voucher.rids,
            },
            rid: caller.rid,
            today,
            reservation_id: request.reservation_id ?? null,
            fulfilled_by: caller.username,
          },
        },
        caller.metadata,
      );
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new DomainError('VOUCHER_UNEXPECTED');
      throw error;
    }
    const [after, names] = await Promise.all([findVoucher(this.db, caller.groupUid, voucher.code, today), this.outletNames(caller)]);
    const row = this.row(after!, names);
    return { voucher: row, use: row.last_use! };
  }

  async list(caller: OutletCaller, request: VoucherListRequest): Promise<VoucherListResult> {
    this.switchedOn(caller);
    const at = { groupUid: caller.groupUid, rid: caller.rid, today: await this.today(caller) };
    const [{ rows, total }, names] = await Promise.all([
      listVouchers(this.db, at, request.tab, request.search, { page: request.page, size: request.page_size }),
      this.outletNames(caller),
    ]);
    return { vouchers: rows.map((row) => this.row(row, names)), total, page: request.page, page_size: request.page_size };
  }

  async counts(caller: OutletCaller, request: VoucherCountsRequest): Promise<VoucherCountsResult> {
    this.switchedOn(caller);
    return countVouchers(this.db, { groupUid: caller.groupUid, rid: caller.rid, today: await this.today(caller) }, request.search);
  }

  /** One tab (with its search) as CSV, by the project's CSV rules (BOM, formulas neutralised); values in major units. */
  async exportCsv(caller: OutletCaller, request: VoucherExportRequest): Promise<string> {
    this.switchedOn(caller);
    const at = { groupUid: caller.groupUid, rid: caller.rid, today: await this.today(caller) };
    const [{ rows }, names] = await Promise.all([listVouchers(this.db, at, request.tab, request.search, null), this.outletNames(caller)]);
    return toCsv(
      VOUCHER_CSV_HEADER,
      rows.map((v) => [
        v.code,
        v.kind_name,
        (v.value_minor / 100).toFixed(2),
        v.currency,
        v.holder,
        v.status,
        v.uses_total,
        v.uses_left,
        v.valid_from,
        v.valid_to,
        v.issued_at,
        v.last_fulfilled_at,
        v.last_fulfilled_by,
        v.last_rid === null ? '' : (names.get(v.last_rid) ?? ''),
        v.last_reservation_id,
      ]),
    );
  }

  /** One use's receipt. */
  async receipt(caller: OutletCaller, request: VoucherReceiptRequest): Promise<VoucherReceiptResult> {
    this.switchedOn(caller);
    const voucher = await this.resolve(caller, request.code, await this.today(caller));
    const [names, uses] = await Promise.all([this.outletNames(caller), usesOf(this.db, caller.groupUid, voucher.code)]);
    const use = uses.find((u) => u.use === request.use);
    if (!use) throw new DomainError('VOUCHER_INVALID');
    return { voucher: this.row(voucher, names), use: toUse(use, names) };
  }

  /** The vouchers fulfilled on one of the outlet's bookings. */
  async booking(caller: OutletCaller, request: VoucherBookingRequest): Promise<VoucherBookingResult> {
    const [rows, names] = await Promise.all([usesOnBooking(this.db, caller.rid, request.reservation_id), this.outletNames(caller)]);
    return {
      vouchers: rows.map((row) => ({
        ...toUse(row, names),
        code: row.code,
        kind_name: row.kind_name,
        value_minor: row.value_minor,
        currency: row.currency,
      })),
    };
  }

  private async take(
    caller: OutletCaller,
    kindId: string,
    source: 'issued' | 'imported',
    vouchers: IssuedVoucher[],
  ): Promise<VoucherIssueResult> {
    this.switchedOn(caller);
    const kind = await kindOf(this.db, caller.groupUid, kindId);
    if (!kind || !kind.rids.includes(caller.rid)) throw new DomainError('VOUCHER_KIND_NOT_FOUND');
    try {
      await handleCommand(
        this.store,
        voucherKindDecider,
        { streamId: voucherKindStream(kindId), rid: caller.rid },
        { type: 'IssueVouchers', data: { source, vouchers } },
        caller.metadata,
      );
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new DomainError('VOUCHER_CODE_TAKEN');
      throw error;
    }
    const [rows, names] = await Promise.all([
      findVouchers(
        this.db,
        caller.groupUid,
        vouchers.map((v) => v.code),
        await this.today(caller),
      ),
      this.outletNames(caller),
    ]);
    return { vouchers: rows.map((row) => this.row(row, names)) };
  }

  /** The voucher a typed code or QR text names in the caller's group: anything else is "Voucher Code is Invalid". */
  private async resolve(caller: OutletCaller, typedOrScanned: string, today: string): Promise<VoucherRecord> {
    const code = voucherCodeOf(this.qrKey, caller.groupUid, typedOrScanned);
    const voucher = code ? await findVoucher(this.db, caller.groupUid, code, today) : undefined;
    if (!voucher) throw new DomainError('VOUCHER_INVALID');
    return voucher;
  }

  /** The outlet's voucher_switch: off, every voucher call is refused as the menu shows the unlock prompt. */
  private switchedOn(caller: OutletCaller): void {
    if (!caller.featureFlags.voucher_switch) throw new DomainError('VOUCHERS_LOCKED');
  }

  /** The outlet's date now: validity periods are outlet dates. */
  private async today(caller: OutletCaller): Promise<string> {
    const outlet = await outletByRid(this.db, caller.rid);
    return outletClock(caller.metadata.now, outlet!.timezone).date;
  }

  private async outletNames(caller: OutletCaller): Promise<Map<number, string>> {
    return new Map((await groupOutlets(this.db.manager, caller.groupUid)).map((outlet) => [outlet.rid, outlet.name]));
  }

  private row(v: VoucherRecord, names: Map<number, string>): VoucherRow {
    const { group_uid, rids: _rids, last_use, last_rid, last_reservation_id, last_fulfilled_by, last_fulfilled_at, ...rest } = v;
    return {
      ...rest,
      qr: voucherQrText(this.qrKey, group_uid, v.code),
      last_use:
        last_use === null
          ? null
          : toUse(
              {
                code: v.code,
                use: last_use,
                rid: last_rid!,
                reservation_id: last_reservation_id,
                fulfilled_by: last_fulfilled_by!,
                fulfilled_at: last_fulfilled_at!,
              },
              names,
            ),
    };
  }
}

const toUse = (use: UseRecord, names: Map<number, string>): VoucherUse => ({
  use: use.use,
  rid: use.rid,
  outlet_name: names.get(use.rid) ?? '',
  reservation_id: use.reservation_id,
  fulfilled_by: use.fulfilled_by,
  fulfilled_at: use.fulfilled_at,
});
