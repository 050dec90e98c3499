import { StopOutlined } from '@ant-design/icons';
import type { Permission } from '@covers/shared';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionLevel } from '../../session/permissions';

/** Spec §6: No Access at the current outlet shows the no-access state instead of the screen. */
export function PermissionGate({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation();
  if (usePermissionLevel(permission) !== 'none') return <>{children}</>;
  return (
    <div data-testid="permission-denied">
      <Result status="warning" icon={<StopOutlined />} title={t('shell.noAccessTitle')} subTitle={t('shell.noAccessBody')} />
    </div>
  );
}
