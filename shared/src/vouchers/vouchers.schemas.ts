import { z } from 'zod';
import { pageNumber, pageSizeAmong, requestSchema } from '../common/common-fields';
import { calendarDate, formArray, formInt, plainText, requiredText } from '../common/form-values';
import { reservationIdSchema } from '../reservations/reservations.schemas';
import {
  MAX_VOUCHER_BATCH,
  MAX_VOUCHER_IMPORT,
  MAX_VOUCHER_OUTLETS,
  MAX_VOUCHER_QUOTA,
  MAX_VOUCHER_USES,
  MAX_VOUCHER_VALUE_MINOR,
  VOUCHER_PAGE_SIZES,
  VOUCHER_TABS,
} from './vouchers.types';

/** What staff type or the camera reads: a code, or a QR code's signed text. Its checks are the service's (one refusal for both). */
const typedOrScanned = z
  .string({ error: 'errors.voucherInvalid' })
  .trim()
  .min(1, 'errors.voucherInvalid')
  .max(200, 'errors.voucherInvalid')
  .regex(/^[A-Za-z0-9 :_-]+$/, 'errors.voucherInvalid');

const bounded = (requiredKey: string, max: number) =>
  formInt(requiredKey, 1, 'vouchers.atLeastOne').pipe(z.number().max(max, 'validation.invalidNumber'));

export const voucherKindIdSchema = z.string().uuid('validation.invalidValue');
const holder = plainText(120).default('');

/** A voucher kind: its value in the outlet's currency (integer minor units), its quota, validity and the outlets that take it. */
export const voucherAddConfigRequest = requestSchema({
  name: requiredText('vouchers.nameRequired', 80),
  value_minor: bounded('vouchers.valueRequired', MAX_VOUCHER_VALUE_MINOR),
  vouchers_quota: bounded('vouchers.quotaRequired', MAX_VOUCHER_QUOTA),
  uses_per_voucher: bounded('vouchers.usesRequired', MAX_VOUCHER_USES),
  valid_from: calendarDate,
  valid_to: calendarDate,
  rids: formArray(z.coerce.number().int().positive(), MAX_VOUCHER_OUTLETS).refine((rids) => rids.length > 0, 'vouchers.outletRequired'),
}).refine((kind) => kind.valid_to >= kind.valid_from, { path: ['valid_to'], message: 'vouchers.rangeOrder' });

export const voucherConfigRequest = requestSchema({});

/** One voucher or a batch of a kind, for one holder or none. */
export const voucherIssueRequest = requestSchema({
  kind_id: voucherKindIdSchema,
  count: bounded('vouchers.countRequired', MAX_VOUCHER_BATCH).default(1),
  holder,
});

/** Codes issued elsewhere (a partner's, a printed run), taken into a kind: each counts against its quota. */
export const voucherImportRequest = requestSchema({
  kind_id: voucherKindIdSchema,
  vouchers: formArray(z.object({ code: requiredText('errors.voucherInvalid', 40), holder }).strict(), MAX_VOUCHER_IMPORT).refine(
    (rows) => rows.length > 0,
    'vouchers.codesRequired',
  ),
});

/** The validate step: a typed code or a scanned QR text. */
export const voucherGetRequest = requestSchema({ code: typedOrScanned });

/** Fulfil one use at the caller's outlet, on a booking of the outlet when it is given. */
export const voucherFulfillRequest = requestSchema({ code: typedOrScanned, reservation_id: reservationIdSchema.optional() });

const search = plainText(120).default('');
const paging = {
  page: pageNumber(),
  page_size: pageSizeAmong(VOUCHER_PAGE_SIZES),
};
const tab = z.enum(VOUCHER_TABS, { error: 'validation.invalidValue' });

export const voucherListRequest = requestSchema({ tab, search, ...paging });
export const voucherCountsRequest = requestSchema({ search });
export const voucherExportRequest = requestSchema({ tab, search });
/** The receipt of one use of a voucher. */
export const voucherReceiptRequest = requestSchema({
  code: typedOrScanned,
  use: z.coerce.number('validation.invalidNumber').int('validation.invalidNumber').min(1).max(MAX_VOUCHER_USES),
});
/** The vouchers fulfilled on one booking (its detail panel). */
export const voucherBookingRequest = requestSchema({ reservation_id: reservationIdSchema });

export type VoucherAddConfigRequest = z.infer<typeof voucherAddConfigRequest>;
export type VoucherIssueRequest = z.infer<typeof voucherIssueRequest>;
export type VoucherImportRequest = z.infer<typeof voucherImportRequest>;
export type VoucherGetRequest = z.infer<typeof voucherGetRequest>;
export type VoucherFulfillRequest = z.infer<typeof voucherFulfillRequest>;
export type VoucherListRequest = z.infer<typeof voucherListRequest>;
export type VoucherCountsRequest = z.infer<typeof voucherCountsRequest>;
export type VoucherExportRequest = z.infer<typeof voucherExportRequest>;
export type VoucherReceiptRequest = z.infer<typeof voucherReceiptRequest>;
export type VoucherBookingRequest = z.infer<typeof voucherBookingRequest>;
