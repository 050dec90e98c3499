import { FileTextOutlined, StopOutlined, WarningOutlined } from '@ant-design/icons';
import { Calendar, Space, Tag, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEdition } from '../../../../edition/use-edition';
import { useSession } from '../../../../session/use-session';
import type { CalendarDay } from '@covers/shared';
import { serviceTimeRange } from '../../service-labels';
import { withServicesAccess } from '../../components/ServicesAccess';
import { outletToday } from '../../../../session/outlet-today';
import { DATE_FORMAT } from '../../calendar-range';
import { DayPanel } from './DayPanel';
import { useCalendar } from '../../hooks/use-calendar';
import { PartySizeInput } from '../../components/PartySizeInput';
import '../../availability.css';

/** /CloudAvailability (and /availability): the month calendar of services, day notes, ad-hoc services and online booking. */
function AvailabilityCalendar() {
  const { t } = useTranslation();
  const mobile = useEdition() === 'mobile';
  const timezone = useSession().outlet?.timezone;
  const [month, setMonth] = useState(() => dayjs(outletToday(timezone)).startOf('month'));
  const [pax, setPax] = useState(2);
  const [openDate, setOpenDate] = useState<string | null>(null);
  const [selected, setSelected] = useState(() => outletToday(timezone));
  const calendar = useCalendar(month, pax);
  const days = new Map((calendar.data?.days ?? []).map((day) => [day.date, day]));

  const select = (date: Dayjs, source: string) => {
    if (source !== 'date') return;
    const key = date.format(DATE_FORMAT);
    setSelected(key);
    if (!mobile) setOpenDate(key);
  };

  return (
    <div className="availability-page availability-calendar" data-testid="availability-calendar">
      <Space className="availability-toolbar" wrap>
        <PartySizeInput value={pax} onChange={setPax} />
        <Link to="/settingsSchedule">{t('routes.settingsSchedule')}</Link>
        <Link to="/scheduleAvailability">{t('routes.scheduleAvailability')}</Link>
        <Link to="/availability">{t('availabilityUi.dayTimes')}</Link>
      </Space>
      <Calendar
        fullscreen={!mobile}
        value={dayjs(selected)}
        onPanelChange={(date, mode) => mode === 'month' && setMonth(date.startOf('month'))}
        onSelect={(date, { source }) => {
          if (!date.isSame(month, 'month')) setMonth(date.startOf('month'));
          select(date, source);
        }}
        cellRender={(date, info) => {
          if (info.type !== 'date') return info.originNode;
          const day = days.get(date.format(DATE_FORMAT));
          return day ? mobile ? <DayDots day={day} /> : <DayCell day={day} /> : null;
        }}
      />
      {mobile && (
        <div className="calendar-day-inline" data-testid="calendar-day-inline">
          <DayPanel date={selected} day={days.get(selected)} />
        </div>
      )}
      {!mobile && openDate && <DayPanel date={openDate} day={days.get(openDate)} onClose={() => setOpenDate(null)} />}
    </div>
  );
}

function DayCell({ day }: { day: CalendarDay }) {
  const { t } = useTranslation();
  return (
    <div className="calendar-cell" data-testid={`day-${day.date}`}>
      <div className="calendar-cell-flags">
        {!day.onlineDay && (
          <Tooltip title={t('availabilityUi.onlineBlocked')}>
            <Tag color="red" icon={<StopOutlined />} data-testid="online-blocked">
              {t('availabilityUi.onlineOff')}
            </Tag>
          </Tooltip>
        )}
        {day.special && (
          <Tooltip title={t(day.special.mode === 'replace' ? 'availabilityUi.specialReplace' : 'availabilityUi.specialAdd')}>
            <Tag color="gold">{t('availabilityUi.specialDay')}</Tag>
          </Tooltip>
        )}
        {day.note && (
          <Tooltip title={day.note}>
            <FileTextOutlined className="calendar-note-icon" aria-label={t('availabilityUi.dayNote')} />
          </Tooltip>
        )}
      </div>
      {day.services.map((service) => (
        <div
          key={service.serviceId}
          className={`calendar-service${service.online && day.onlineDay ? '' : ' calendar-service--offline'}`}
          style={{ borderLeftColor: service.color }}
          data-testid="calendar-service"
        >
          <span className="calendar-service-name">
            {service.name}
            {service.adHoc && <sup>★</sup>}
            {service.quickEdited && <sup>✎</sup>}
          </span>
          <span
            className={`calendar-service-usage${service.capacityAlert ? ' calendar-service-usage--alert' : ''}`}
            title={service.capacityAlert ? t('availabilityUi.capacityAlertReached') : undefined}
          >
            {service.capacityAlert && <WarningOutlined />} {service.usage.covers}/{service.totalCovers ?? '–'}
          </span>
          <span className="calendar-service-time">{serviceTimeRange(service)}</span>
        </div>
      ))}
    </div>
  );
}

function DayDots({ day }: { day: CalendarDay }) {
  return (
    <div className="calendar-dots" data-testid={`day-${day.date}`}>
      {day.services.map((service) => (
        <span key={service.serviceId} className="calendar-dot" style={{ background: service.color }} />
      ))}
      {!day.onlineDay && <StopOutlined className="calendar-dot-blocked" />}
    </div>
  );
}

export default withServicesAccess(AvailabilityCalendar);
