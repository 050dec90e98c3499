import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatServiceMinute, type OfflineHold, type Service } from '@covers/shared';
import { Button, Card, Empty, InputNumber, Select, Space, Spin, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayEdit } from '../../../session/permissions';
import { useSections, useServiceList } from '../../availability/hooks/use-availability-queries';
import { useOfflineSeats } from '../hooks/use-online-queries';
import { useSaveOfflineSeats } from '../hooks/use-online-writes';
import '../online.css';

const SCOPES = ['service', 'interval', 'section'] as const;

/** The service's interval start minutes, as a hold of one interval chooses them. */
const intervalsOf = (service: Service | undefined) =>
  service
    ? Array.from(
        { length: Math.ceil((service.endMinute - service.startMinute) / service.intervalMinutes) },
        (_, i) => service.startMinute + i * service.intervalMinutes,
      )
    : [];

/** A hold changed to another scope keeps its service, with that scope's first choice. */
function withScope(hold: OfflineHold, scope: OfflineHold['scope'], service: Service | undefined, firstSection: string): OfflineHold {
  const base = { hold_id: hold.hold_id, service_id: hold.service_id };
  const covers = 'covers' in hold ? hold.covers : 2;
  if (scope === 'service') return { ...base, scope, covers };
  if (scope === 'interval') return { ...base, scope, covers, interval_minute: intervalsOf(service)[0] ?? 0 };
  return { ...base, scope, section_id: firstSection };
}

/** /offline_seats: seats or tables held back from online booking, per service, interval or section; staff still book them. */
export default function OfflineSeatsPage() {
  const { t } = useTranslation();
  const mayEdit = useMayEdit('servicesAndSlots');
  const stored = useOfflineSeats();
  const services = useServiceList();
  const sections = useSections();
  const saving = useSaveOfflineSeats(() => t('onlineUi.settingsSaved'));
  const [holds, setHolds] = useState<OfflineHold[] | null>(null);
  useEffect(() => {
    if (stored.data) setHolds(stored.data.holds);
  }, [stored.data]);
  if (!holds || !services.data) return <Spin />;
  const serviceOf = (id: string) => services.data.find((s) => s.serviceId === id);
  const firstSection = sections.data?.[0]?.id ?? '';
  const change = (index: number, next: OfflineHold) => setHolds(holds.map((h, i) => (i === index ? next : h)));
  const add = () =>
    setHolds([...holds, { hold_id: crypto.randomUUID(), service_id: services.data[0]?.serviceId ?? '', scope: 'service', covers: 2 }]);
  const dirty = JSON.stringify(holds) !== JSON.stringify(stored.data?.holds);
  const columns = [
    {
      title: t('onlineUi.service'),
      key: 'service',
      render: (_: unknown, hold: OfflineHold, i: number) => (
        <Select
          value={hold.service_id}
          disabled={!mayEdit}
          style={{ minWidth: 140 }}
          options={services.data.map((s) => ({ value: s.serviceId, label: s.name }))}
          onChange={(serviceId) => change(i, withScope({ ...hold, service_id: serviceId }, hold.scope, serviceOf(serviceId), firstSection))}
        />
      ),
    },
    {
      title: t('onlineUi.scope'),
      key: 'scope',
      render: (_: unknown, hold: OfflineHold, i: number) => (
        <Select
          value={hold.scope}
          disabled={!mayEdit}
          style={{ minWidth: 150 }}
          options={SCOPES.map((scope) => ({ value: scope, label: t(`onlineUi.scope_${scope}`) }))}
          onChange={(scope) => change(i, withScope(hold, scope, serviceOf(hold.service_id), firstSection))}
          data-testid={`hold-scope-${i}`}
        />
      ),
    },
    {
      title: t('onlineUi.covers'),
      key: 'what',
      render: (_: unknown, hold: OfflineHold, i: number) => (
        <Space wrap>
          {hold.scope === 'interval' && (
            <Select
              value={hold.interval_minute}
              disabled={!mayEdit}
              aria-label={t('onlineUi.interval')}
              options={intervalsOf(serviceOf(hold.service_id)).map((m) => ({ value: m, label: formatServiceMinute(m) }))}
              onChange={(minute) => change(i, { ...hold, interval_minute: minute })}
            />
          )}
          {hold.scope === 'section' ? (
            <Select
              value={hold.section_id}
              disabled={!mayEdit}
              aria-label={t('onlineUi.section')}
              style={{ minWidth: 140 }}
              options={(sections.data ?? []).map((s) => ({ value: s.id, label: t('onlineUi.sectionTables', { section: s.name }) }))}
              onChange={(sectionId) => change(i, { ...hold, section_id: sectionId })}
            />
          ) : (
            <InputNumber
              min={1}
              max={500}
              precision={0}
              disabled={!mayEdit}
              value={hold.covers}
              aria-label={t('onlineUi.covers')}
              onChange={(covers) => change(i, { ...hold, covers: covers ?? 1 })}
              data-testid={`hold-covers-${i}`}
            />
          )}
        </Space>
      ),
    },
    ...(mayEdit
      ? [
          {
            title: '',
            key: 'remove',
            render: (_: unknown, _hold: OfflineHold, i: number) => (
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('onlineUi.remove')}
                onClick={() => setHolds(holds.filter((__, j) => j !== i))}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="online-page">
      <Card title={t('onlineUi.holdsTitle')} className="online-holds" data-testid="offline-seats">
        <Typography.Paragraph type="secondary">{t('onlineUi.holdsHint')}</Typography.Paragraph>
        <Table
          rowKey="hold_id"
          size="small"
          pagination={false}
          dataSource={holds}
          columns={columns}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('onlineUi.noHolds')} /> }}
        />
        {mayEdit && (
          <Space className="online-actions">
            <Button icon={<PlusOutlined />} onClick={add} disabled={services.data.length === 0} data-testid="hold-add">
              {t('onlineUi.addHold')}
            </Button>
            <Button
              type="primary"
              disabled={!dirty}
              loading={saving.isPending}
              onClick={() => saving.mutate({ holds })}
              data-testid="holds-save"
            >
              {t('onlineUi.save')}
            </Button>
          </Space>
        )}
      </Card>
    </div>
  );
}
