import type { VoucherTab } from '@covers/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session/use-session';
import { vouchersApi } from '../api/vouchers.api';
import { bookingVouchersKey, voucherCountsKey, voucherKindsKey, voucherListKey, voucherReceiptKey } from '../api/vouchers.keys';

const useRid = () => useSession().outlet?.rid;

/** One page of a tab, with the tab's total. */
export function useVoucherList(tab: VoucherTab, search: string, page: number, pageSize: number) {
  const rid = useRid();
  return useQuery({
    queryKey: voucherListKey(rid, tab, search, page, pageSize),
    queryFn: () => vouchersApi.list({ tab, search, page, page_size: pageSize }),
    enabled: rid !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every tab's count (issued = incoming + fulfilled + expired), for the same search. */
export function useVoucherCounts(search: string) {
  const rid = useRid();
  return useQuery({ queryKey: voucherCountsKey(rid, search), queryFn: () => vouchersApi.counts(search), enabled: rid !== undefined });
}

export function useVoucherKinds(enabled: boolean) {
  const rid = useRid();
  return useQuery({ queryKey: voucherKindsKey(rid), queryFn: vouchersApi.config, enabled: enabled && rid !== undefined });
}

export function useVoucherReceipt(code: string, use: number) {
  const rid = useRid();
  return useQuery({
    queryKey: voucherReceiptKey(rid, code, use),
    queryFn: () => vouchersApi.receipt(code, use),
    enabled: rid !== undefined && code !== '' && use > 0,
  });
}

/** The vouchers fulfilled on a booking (its detail panel). */
export function useBookingVouchers(reservationId: string | null) {
  const rid = useRid();
  const switchedOn = useSession().outlet?.feature_flags.voucher_switch ?? false;
  return useQuery({
    queryKey: bookingVouchersKey(rid, reservationId ?? ''),
    queryFn: () => vouchersApi.booking(reservationId!),
    enabled: rid !== undefined && reservationId !== null && switchedOn,
  });
}
