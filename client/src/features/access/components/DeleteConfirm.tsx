import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A destructive action's confirmation: what it does is said before it is done. */
export function DeleteConfirm({ open, title, children, pending, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onOk={onConfirm}
      onCancel={onCancel}
      okText={t('accessUi.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'uac-confirm-delete' }}
      confirmLoading={pending}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
