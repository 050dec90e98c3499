import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Segmented, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitleKey } from '../../../app/route-title';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { DATE_FORMAT, useMainFilters } from './main-filters';
import { useServicesOn } from '../hooks/use-services';

const VIEWS = [
  { path: '/', title: 'main' },
  { path: '/gantt', title: 'gantt' },
  { path: '/floorplan', title: 'floorplan' },
] as const;
const ALL_DAY = '';

/**
 * The main page: day navigation, the all-day / per-service filter (the services that run on the day shown), and
 * the list, Gantt and table-plan views.
 */
export default function MainViewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { date, today, serviceId, setDate, setServiceId } = useMainFilters();
  const dayServices = useServicesOn(date);
  const services = dayServices.data ?? [];
  // A service chosen on another day that does not run on this one would only empty the views: back to all day.
  const stale = serviceId !== null && dayServices.isSuccess && !services.some((service) => service.serviceId === serviceId);
  useEffect(() => {
    if (stale) setServiceId(null);
  }, [stale, setServiceId]);
  const shift = (days: number) => setDate(dayjs(date).add(days, 'day').format(DATE_FORMAT));
  return (
    <div className="main-views">
      <Space wrap size="middle" className="main-views-bar">
        <Segmented
          value={pathname}
          onChange={(path) => navigate(`${String(path)}${search}`)}
          options={VIEWS.map((view) => ({ value: view.path, label: t(routeTitleKey(view.title)) }))}
        />
        <Space.Compact>
          <Button icon={<LeftOutlined />} aria-label={t('shell.previousDay')} onClick={() => shift(-1)} />
          <DatePicker
            value={dayjs(date)}
            allowClear={false}
            onChange={(value) => value && setDate(value.format(DATE_FORMAT))}
            data-testid="main-date"
          />
          <Button icon={<RightOutlined />} aria-label={t('shell.nextDay')} onClick={() => shift(1)} />
        </Space.Compact>
        <Button onClick={() => setDate(today)}>{t('shell.today')}</Button>
        <Segmented
          data-testid="service-filter"
          value={serviceId ?? ALL_DAY}
          onChange={(value) => setServiceId(value === ALL_DAY ? null : String(value))}
          options={[
            { value: ALL_DAY, label: t('shell.allDay') },
            ...services.map((service) => ({ value: service.serviceId, label: service.name })),
          ]}
        />
      </Space>
      <div className="main-views-body">
        <Outlet />
      </div>
    </div>
  );
}
