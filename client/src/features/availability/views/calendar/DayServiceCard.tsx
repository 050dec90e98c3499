import { EditOutlined, UndoOutlined } from '@ant-design/icons';
import { formatServiceMinute, type CalendarService } from '@covers/shared';
import { Button, Card, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpecialDateEntry } from '@covers/shared';
import { useServiceList } from '../../hooks/use-availability-queries';
import { useRestoreDefault, useSwitchOnline } from '../../hooks/use-availability-writes';
import { serviceTimeRange } from '../../service-labels';
import { useReadOnly } from '../../components/ServicesAccess';
import { ForbiddenTablesButton } from './ForbiddenTablesButton';
import { QuickEditModal } from './QuickEditModal';

interface Props {
  date: string;
  service: CalendarService;
  dayOnline: boolean;
  settings: SpecialDateEntry | null;
  slotSwitches: { slotId: string; online: boolean }[];
}

/** A service on one date: usage, online booking for this date (service and each slot), quick edit, forbidden tables, restore default. */
export function DayServiceCard({ date, service, dayOnline, settings, slotSwitches }: Props) {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  const definition = useServiceList().data?.find((candidate) => candidate.serviceId === service.serviceId);
  const [quickEditOpen, setQuickEditOpen] = useState(false);
  const id = service.serviceId;
  const switching = useSwitchOnline(() => t('availabilityUi.settingsSaved'));
  const restoring = useRestoreDefault(() => t('availabilityUi.defaultRestored'));
  const switchOnline = (online: boolean, slotId?: string) => switching.mutate({ date, serviceId: id, slotId, online });
  const slotIds = new Set(definition?.onlineSlots.map((slot) => slot.slotId));
  const customised =
    settings !== null &&
    (settings.quickEdits[id] !== undefined ||
      settings.switches.services[id] !== undefined ||
      Object.keys(settings.switches.slots).some((slotId) => slotIds.has(slotId)) ||
      (settings.forbiddenTables[id]?.length ?? 0) > 0);

  return (
    <Card
      size="small"
      className="day-service-card"
      data-testid={`day-service-${id}`}
      title={
        <Space wrap>
          <span className="service-swatch" style={{ background: service.color }} />
          <span>{service.name}</span>
          <Typography.Text type="secondary">{serviceTimeRange(service)}</Typography.Text>
          {service.adHoc && <Tag color="gold">{t('availabilityUi.adHoc')}</Tag>}
          {service.quickEdited && <Tag color="blue">{t('availabilityUi.quickEdited')}</Tag>}
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {t('availabilityUi.usage', {
            covers: service.usage.covers,
            total: service.totalCovers ?? '–',
            bookings: t('common.bookingCount', { count: service.usage.bookings }),
            times: t('availabilityUi.timesBookable', { count: service.availableTimes }),
          })}
        </Typography.Text>
        <Space wrap>
          <Switch
            checked={service.online}
            disabled={readOnly || !dayOnline}
            onChange={(online) => switchOnline(online)}
            aria-label={`${t('availabilityUi.onlineBooking')} ${service.name}`}
            data-testid="service-online-switch"
          />
          <span>{t('availabilityUi.onlineBookingThisDate')}</span>
        </Space>
        {slotSwitches.length > 0 && definition && (
          <Space wrap>
            {slotSwitches.map((slot) => {
              const stored = definition.onlineSlots.find((candidate) => candidate.slotId === slot.slotId);
              return (
                <Tag key={slot.slotId} color={slot.online ? 'green' : 'default'} className="slot-switch-tag">
                  <Switch
                    size="small"
                    checked={slot.online}
                    disabled={readOnly || !dayOnline || !service.online}
                    onChange={(online) => switchOnline(online, slot.slotId)}
                  />{' '}
                  {stored ? `${formatServiceMinute(stored.startMinute)}–${formatServiceMinute(stored.endMinute)}` : slot.slotId}
                </Tag>
              );
            })}
          </Space>
        )}
        {!readOnly && (
          <Space wrap>
            {definition && !service.adHoc && (
              <Button icon={<EditOutlined />} onClick={() => setQuickEditOpen(true)} data-testid="quick-edit">
                {t('availabilityUi.quickEdit')}
              </Button>
            )}
            <ForbiddenTablesButton
              date={date}
              serviceId={id}
              forbidden={settings?.forbiddenTables[id] ?? []}
              label={t('availabilityUi.tablesForbidden')}
            />
            {customised && (
              <Popconfirm
                title={t('availabilityUi.restoreConfirm')}
                onConfirm={() => restoring.mutate({ date, serviceId: id })}
                okText={t('common.ok')}
                cancelText={t('common.cancel')}
              >
                <Button icon={<UndoOutlined />} data-testid="restore-default">
                  {t('availabilityUi.restoreDefault')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        )}
      </Space>
      {definition && quickEditOpen && (
        <QuickEditModal date={date} service={definition} quickEdit={settings?.quickEdits[id]} onClose={() => setQuickEditOpen(false)} />
      )}
    </Card>
  );
}
