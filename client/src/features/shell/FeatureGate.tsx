import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '../../session/use-session';
import type { FeatureFlag } from '@covers/shared';

/** Address the unlock prompt writes to. */
export const UNLOCK_CONTACT = 'mailto:support@covers.app';

/** Spec §6: a feature the session's flags do not include shows the unlock prompt instead. */
export function FeatureGate({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  const { t } = useTranslation();
  const unlocked = useFeatureFlag(flag);
  if (unlocked) return <>{children}</>;
  return (
    <Result
      data-testid="feature-locked"
      icon={<LockOutlined />}
      title={t('shell.lockedTitle')}
      subTitle={t('shell.lockedBody')}
      extra={
        <Button type="primary" href={`${UNLOCK_CONTACT}?subject=${encodeURIComponent(flag)}`}>
          {t('shell.unlock')}
        </Button>
      }
    />
  );
}
