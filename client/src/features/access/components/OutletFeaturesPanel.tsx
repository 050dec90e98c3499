import { FEATURE_FLAGS, type FeatureFlags } from '@covers/shared';
import { Button, List, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/use-session';
import { useSetOutletFeatures } from '../hooks/use-access-writes';

/** Super-admin: the spec §3 feature flags of the current outlet. A feature turned off shows its unlock prompt. */
export function OutletFeaturesPanel() {
  const { t } = useTranslation();
  const { outlet } = useSession();
  const stored = outlet?.feature_flags;
  const [flags, setFlags] = useState<FeatureFlags | undefined>(stored);
  const saving = useSetOutletFeatures();
  useEffect(() => setFlags(stored), [stored]);
  if (!flags || !outlet) return null;
  return (
    <Space direction="vertical" size="middle" className="uac-block" data-testid="uac-features">
      <Typography.Text type="secondary">{t('accessUi.featureFlagsHelp')}</Typography.Text>
      <Typography.Title level={5}>{`${t('accessUi.featureFlags')}: ${outlet.name}`}</Typography.Title>
      <List
        bordered
        dataSource={[...FEATURE_FLAGS]}
        renderItem={(flag) => (
          <List.Item
            extra={
              <Switch
                aria-label={t(`accessUi.flag_${flag}`)}
                data-testid={`uac-flag-${flag}`}
                checked={flags[flag]}
                onChange={(on) => setFlags({ ...flags, [flag]: on })}
              />
            }
          >
            {t(`accessUi.flag_${flag}`)}
          </List.Item>
        )}
      />
      <Button
        type="primary"
        loading={saving.isPending}
        disabled={JSON.stringify(flags) === JSON.stringify(stored)}
        onClick={() => saving.mutate(flags)}
        data-testid="uac-features-save"
      >
        {t('common.save')}
      </Button>
    </Space>
  );
}
