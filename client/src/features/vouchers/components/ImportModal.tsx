import { MAX_VOUCHER_IMPORT, type VoucherKind } from '@covers/shared';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportVouchers } from '../hooks/use-voucher-writes';

/** "CODE" or "CODE,holder" per line, blank lines skipped. */
export function parseCodeLines(text: string): { code: string; holder: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [code = '', ...holder] = line.split(',');
      return { code: code.trim(), holder: holder.join(',').trim() };
    });
}

/** Codes issued elsewhere, taken into a kind: they count against its quota and are fulfilled like its own. */
export function ImportModal({ kind, onClose }: { kind: VoucherKind; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const importCodes = useImportVouchers();
  const rows = parseCodeLines(text);
  return (
    <Modal
      open
      title={`${t('vouchersUi.importCodes')}: ${kind.name}`}
      okText={t('vouchersUi.importCodes')}
      cancelText={t('vouchersUi.cancel')}
      okButtonProps={{ disabled: rows.length === 0 || rows.length > MAX_VOUCHER_IMPORT }}
      confirmLoading={importCodes.isPending}
      onOk={() => importCodes.mutate({ kind_id: kind.kind_id, vouchers: rows }, { onSuccess: onClose })}
      onCancel={onClose}
      data-testid="voucher-import-modal"
    >
      <Typography.Paragraph type="secondary">{t('vouchersUi.importHint')}</Typography.Paragraph>
      <Input.TextArea rows={8} value={text} onChange={(event) => setText(event.target.value)} data-testid="voucher-import-text" />
    </Modal>
  );
}
