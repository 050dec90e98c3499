import { useTranslation } from 'react-i18next';
import { useWrite } from '../../../api/use-write';
import { vouchersApi } from '../api/vouchers.api';
import { vouchersKey } from '../api/vouchers.keys';

/** A voucher write refetches every voucher query (lists, counts, kinds, receipts). */
function useVouchersWrite<V, R>(write: (vars: V) => Promise<R>, success: (result: R) => string | null) {
  return useWrite({ write, invalidates: [vouchersKey], success });
}

/** Fulfil: its refusal ("Unable to Fulfil Voucher: …") is shown beside the code by the panel. */
export function useFulfilVoucher() {
  const { t } = useTranslation();
  return useVouchersWrite(vouchersApi.fulfill, () => t('vouchersUi.fulfilled'));
}

export function useAddVoucherKind() {
  const { t } = useTranslation();
  return useVouchersWrite(vouchersApi.addConfig, () => t('vouchersUi.kindSaved'));
}

export function useIssueVouchers() {
  const { t } = useTranslation();
  return useVouchersWrite(vouchersApi.issue, (result) => t('vouchersUi.vouchersIssued', { n: result.vouchers.length }));
}

export function useImportVouchers() {
  const { t } = useTranslation();
  return useVouchersWrite(vouchersApi.import, (result) => t('vouchersUi.codesImported', { n: result.vouchers.length }));
}
