import { CalendarOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Service } from '@covers/shared';
import { Button, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useServiceList } from '../../hooks/use-availability-queries';
import { useDeleteServices, useSwitchOnline } from '../../hooks/use-availability-writes';
import { repeatDayNames, serviceTimeRange } from '../../service-labels';
import { useReadOnly, withServicesAccess } from '../../components/ServicesAccess';
import '../../availability.css';

/** Settings › Schedule: the outlet's services, their online booking default, add, edit and delete. */
function Schedule() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const readOnly = useReadOnly();
  const services = useServiceList();
  const [selected, setSelected] = useState<string[]>([]);
  const switching = useSwitchOnline(() => t('availabilityUi.settingsSaved'));
  const deleting = useDeleteServices(() => t('availability.serviceDeleted'));
  const switchOnline = (service: Service, online: boolean) => switching.mutate({ serviceId: service.serviceId, online });
  const remove = () => deleting.mutate(selected, { onSuccess: () => setSelected([]) });

  return (
    <div className="availability-page" data-testid="settings-schedule">
      <Space className="availability-toolbar" wrap>
        {!readOnly && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/serviceSetting')} data-testid="add-service">
            {t('availabilityUi.addService')}
          </Button>
        )}
        {!readOnly && (
          <Popconfirm
            title={t('availabilityUi.deleteServicesConfirm', { count: selected.length })}
            onConfirm={remove}
            okText={t('availabilityUi.delete')}
            cancelText={t('common.cancel')}
            disabled={selected.length === 0}
          >
            <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0}>
              {t('availabilityUi.deleteSelected')}
            </Button>
          </Popconfirm>
        )}
        <Link to="/CloudAvailability">
          <CalendarOutlined /> {t('routes.cloudAvailability')}
        </Link>
        <Link to="/scheduleAvailability">{t('routes.scheduleAvailability')}</Link>
        <Link to="/capacityAlert">{t('routes.capacityAlert')}</Link>
      </Space>
      {readOnly && (
        <Typography.Paragraph type="secondary" data-testid="read-only-note">
          {t('availabilityUi.readOnly')}
        </Typography.Paragraph>
      )}
      <Table<Service>
        rowKey="serviceId"
        loading={services.isPending}
        dataSource={services.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('common.noData') }}
        rowSelection={readOnly ? undefined : { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        columns={[
          {
            title: t('availabilityUi.serviceName'),
            key: 'name',
            render: (_, service) => (
              <Link to={`/serviceSetting?serviceId=${encodeURIComponent(service.serviceId)}`} className="service-name-link">
                <span className="service-swatch" style={{ background: service.color }} />
                {service.name}
              </Link>
            ),
          },
          { title: t('availabilityUi.time'), key: 'time', render: (_, service) => serviceTimeRange(service) },
          { title: t('availabilityUi.repeatDays'), key: 'days', render: (_, service) => repeatDayNames(service.repeatDays) },
          {
            title: t('availabilityUi.totalCovers'),
            key: 'covers',
            render: (_, service) => service.covers?.totalCovers ?? <Tag>{t('availabilityUi.notSet')}</Tag>,
          },
          {
            title: t('availabilityUi.onlineSlots'),
            key: 'slots',
            render: (_, service) => (
              <Link to={`/scheduleAvailability?serviceId=${encodeURIComponent(service.serviceId)}`}>{service.onlineSlots.length}</Link>
            ),
          },
          {
            title: t('availabilityUi.onlineBooking'),
            key: 'online',
            render: (_, service) => (
              <Switch
                checked={service.online}
                disabled={readOnly}
                onChange={(online) => switchOnline(service, online)}
                aria-label={`${t('availabilityUi.onlineBooking')} ${service.name}`}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

export default withServicesAccess(Schedule);
