import { Button, Card, Descriptions, Drawer, Input, Space, Spin, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '../../../../ui/UnsavedChangesGuard';
import type { CalendarDay } from '@covers/shared';
import { useSwitchOnline, useWriteDayNote } from '../../hooks/use-availability-writes';
import { useReadOnly } from '../../components/ServicesAccess';
import { AdHocServices } from './AdHocServices';
import { DayServiceCard } from './DayServiceCard';
import { ForbiddenTablesButton } from './ForbiddenTablesButton';
import { useDaySettings } from '../../hooks/use-calendar';

interface Props {
  date: string;
  day: CalendarDay | undefined;
  /** Given: the panel is a drawer that closes through the unsaved-changes guard. */
  onClose?: () => void;
}

/** One date: online booking on/off for the day, the day note, its services (switches, quick edit, forbidden tables, restore) and ad-hoc services. */
export function DayPanel({ date, day, onClose }: Props) {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  const { entry, switches } = useDaySettings(date);
  const savedNote = day?.note ?? '';
  const [note, setNote] = useState(savedNote);
  useEffect(() => setNote(savedNote), [savedNote, date]);
  const noteDirty = !readOnly && note !== savedNote;
  const { mutateAsync: writeDayNote } = useWriteDayNote(() => t('availabilityUi.noteSaved'));
  const switching = useSwitchOnline((_result, change) =>
    t(change.online ? 'availabilityUi.onlineOpened' : 'availabilityUi.onlineBlockedToast'),
  );
  const saveNote = () => writeDayNote({ date, note });
  const { prompt, requestClose } = useUnsavedChangesGuard({ dirty: noteDirty, onSave: saveNote });

  const body = !day ? (
    <Spin />
  ) : (
    <div className="day-panel" data-testid="day-panel">
      {onClose === undefined && <Typography.Title level={5}>{dayjs(date).format('dddd, YYYY-MM-DD')}</Typography.Title>}
      <Card size="small" className="day-panel-card">
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('availabilityUi.onlineReservations')}>
            <Space>
              <Switch
                checked={day.onlineDay}
                disabled={readOnly}
                onChange={(online) => switching.mutate({ date, online })}
                data-testid="online-day-switch"
                aria-label={t('availabilityUi.onlineReservations')}
              />
              {!day.onlineDay && <Tag color="red">{t('availabilityUi.onlineBlocked')}</Tag>}
            </Space>
          </Descriptions.Item>
        </Descriptions>
        <Typography.Text strong>{t('availabilityUi.dayNote')}</Typography.Text>
        <Input.TextArea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={1000}
          autoSize={{ minRows: 2, maxRows: 6 }}
          disabled={readOnly}
          aria-label={t('availabilityUi.dayNote')}
          data-testid="day-note"
        />
        {!readOnly && (
          <Space className="day-note-actions" wrap>
            <Button type="primary" disabled={!noteDirty} onClick={() => void saveNote()} data-testid="save-note">
              {t('availabilityUi.saveNote')}
            </Button>
            <ForbiddenTablesButton
              date={date}
              forbidden={entry.data?.forbiddenTables['*'] ?? []}
              label={t('availabilityUi.tablesForbiddenAllDay')}
            />
          </Space>
        )}
      </Card>
      {day.services.length === 0 && <Typography.Paragraph type="secondary">{t('availabilityUi.noServicesThisDay')}</Typography.Paragraph>}
      {day.services.map((service) => (
        <DayServiceCard
          key={service.serviceId}
          date={date}
          service={service}
          dayOnline={day.onlineDay}
          settings={entry.data ?? null}
          slotSwitches={switches.data?.services.find((candidate) => candidate.serviceId === service.serviceId)?.slots ?? []}
        />
      ))}
      <AdHocServices date={date} day={day} special={entry.data?.special ?? null} />
    </div>
  );

  if (!onClose)
    return (
      <>
        {body}
        {prompt}
      </>
    );
  return (
    <Drawer
      open
      onClose={() => requestClose(onClose)}
      width={680}
      title={dayjs(date).format('dddd, YYYY-MM-DD')}
      data-testid="day-drawer"
      destroyOnHidden
    >
      {body}
      {prompt}
    </Drawer>
  );
}
