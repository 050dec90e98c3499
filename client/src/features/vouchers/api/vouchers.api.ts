import type {
  VoucherAddConfigResult,
  VoucherBookingResult,
  VoucherConfigResult,
  VoucherCountsResult,
  VoucherFulfillResult,
  VoucherGetResult,
  VoucherIssueResult,
  VoucherListResult,
  VoucherReceiptResult,
  VoucherTab,
  voucherAddConfigRequest,
  voucherFulfillRequest,
  voucherImportRequest,
  voucherIssueRequest,
  voucherListRequest,
} from '@covers/shared';
import { downloadCsv, fileCall } from '../../../api/file-calls';
import type { RequestBody } from '../../../api/request-body';
import { get, post, postQuietly } from '../../../app/services';

/** The voucher endpoint group (spec §7). The validate and fulfil steps show their refusals beside the code, not as popups. */
export const vouchersApi = {
  get: (code: string) => postQuietly<VoucherGetResult>('/api/voucher/get', { code }),
  fulfill: (body: RequestBody<typeof voucherFulfillRequest>) => postQuietly<VoucherFulfillResult>('/api/voucher/fulfill', body),
  list: (body: RequestBody<typeof voucherListRequest>) => get<VoucherListResult>('/api/voucher/list', body),
  counts: (search: string) => get<VoucherCountsResult>('/api/voucher/counts', { search }),
  receipt: (code: string, use: number) => get<VoucherReceiptResult>('/api/voucher/receipt', { code, use }),
  booking: (reservationId: string) => get<VoucherBookingResult>('/api/voucher/booking', { reservation_id: reservationId }),
  config: () => get<VoucherConfigResult>('/api/voucher/config'),
  addConfig: (body: RequestBody<typeof voucherAddConfigRequest>) => postQuietly<VoucherAddConfigResult>('/api/voucher/add_config', body),
  issue: (body: RequestBody<typeof voucherIssueRequest>) => post<VoucherIssueResult>('/api/voucher/issue', body),
  import: (body: RequestBody<typeof voucherImportRequest>) => post<VoucherIssueResult>('/api/voucher/import', body),
  /** One tab, with its search, as the CSV file the server names. */
  export: async (tab: VoucherTab, search: string) =>
    downloadCsv(await fileCall('/api/voucher/export', { query: { tab, search } }), `vouchers-${tab}.csv`),
};
