import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApiKeySummary } from '@covers/shared';
import { Button, Card, Empty, Popconfirm, Spin, Switch, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { origin } from '../../../app/services';
import { useMayEdit } from '../../../session/permissions';
import { CopyField } from '../../../ui/CopyField';
import { NewKeyModal } from '../components/NewKeyModal';
import { usePhoneBooking, useRevokeApiKey, useSaveTelephonySettings } from '../hooks/use-telephony';
import './phone-bookings.css';

/** /setting_phoneBooks: incoming calls on the console, and the API keys telephony systems report calls with. */
export default function PhoneBookingsPage() {
  const { t } = useTranslation();
  const mayEdit = useMayEdit('servicesAndSlots');
  const setup = usePhoneBooking();
  const saving = useSaveTelephonySettings(() => t('telephonyUi.settingsSaved'));
  const revoking = useRevokeApiKey(() => t('telephonyUi.keyRevoked'));
  const [creating, setCreating] = useState(false);
  if (!setup.data) return <Spin />;
  const columns = [
    { title: t('telephonyUi.keyLabel'), dataIndex: 'label', key: 'label' },
    { title: t('telephonyUi.keyPrefix'), dataIndex: 'prefix', key: 'prefix', render: (prefix: string) => <code>{prefix}…</code> },
    {
      title: t('telephonyUi.keyCreated'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
    },
    { title: t('telephonyUi.keyCreatedBy'), dataIndex: 'createdBy', key: 'createdBy' },
    ...(mayEdit
      ? [
          {
            title: '',
            key: 'revoke',
            render: (_: unknown, key: ApiKeySummary) => (
              <Popconfirm title={t('telephonyUi.revokeConfirm')} onConfirm={() => revoking.mutate({ key_id: key.keyId })}>
                <Button danger size="small" icon={<DeleteOutlined />} data-testid={`api-key-revoke-${key.label}`}>
                  {t('telephonyUi.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="phone-bookings" data-testid="phone-bookings">
      <Card>
        <label className="phone-bookings-switch">
          <Switch
            checked={setup.data.settings.showIncomingCalls}
            disabled={!mayEdit}
            loading={saving.isPending}
            onChange={(on) => saving.mutate({ show_incoming_calls: on })}
            data-testid="show-incoming-calls"
          />
          <span>{t('telephonyUi.showIncomingCalls')}</span>
        </label>
        <Typography.Paragraph type="secondary">{t('telephonyUi.showIncomingCallsHint')}</Typography.Paragraph>
      </Card>
      <Card title={t('telephonyUi.connection')}>
        <Typography.Paragraph type="secondary">{t('telephonyUi.connectionHint')}</Typography.Paragraph>
        <CopyField value={new URL(setup.data.incomingCallPath, origin() || window.location.origin).toString()} />
      </Card>
      <Card
        title={t('telephonyUi.apiKeys')}
        extra={
          mayEdit && (
            <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="api-key-create">
              {t('telephonyUi.createKey')}
            </Button>
          )
        }
      >
        <Table
          rowKey="keyId"
          size="small"
          pagination={false}
          dataSource={setup.data.keys}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('telephonyUi.noKeys')} /> }}
        />
      </Card>
      <NewKeyModal open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
