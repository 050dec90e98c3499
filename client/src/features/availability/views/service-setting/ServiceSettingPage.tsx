import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Result, Space, Spin } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSections, useServiceList, useTablePlans } from '../../hooks/use-availability-queries';
import { useAddService, useDeleteServices, useEditService } from '../../hooks/use-availability-writes';
import { servicePayload } from '../../service-payload';
import { ServiceForm } from '../../components/service-form/ServiceForm';
import { emptyServiceForm, serviceToForm, type ServiceFormValues } from '../../components/service-form/service-form-values';
import { useReadOnly, withServicesAccess } from '../../components/ServicesAccess';
import '../../availability.css';

/** /serviceSetting?serviceId=svc-1 edits a service; without serviceId it creates one. */
function ServiceEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync: addService } = useAddService(() => t('availability.serviceCreated'));
  const { mutateAsync: editService } = useEditService(() => t('availability.serviceUpdated'));
  const deleting = useDeleteServices(() => t('availability.serviceDeleted'));
  const readOnly = useReadOnly();
  const [params] = useSearchParams();
  const serviceId = params.get('serviceId');
  const services = useServiceList();
  const sections = useSections().data ?? [];
  const tablePlans = useTablePlans().data ?? [];
  const service = serviceId ? services.data?.find((candidate) => candidate.serviceId === serviceId) : undefined;
  const others = useMemo(() => (services.data ?? []).filter((candidate) => candidate.serviceId !== serviceId), [services.data, serviceId]);
  const initial = useMemo(() => (service ? serviceToForm(service) : emptyServiceForm()), [service]);

  const save = useCallback(
    (values: ServiceFormValues) => {
      const payload = servicePayload(values);
      return serviceId ? editService({ ...payload, serviceId }) : addService(payload);
    },
    [serviceId, editService, addService],
  );
  const back = useCallback(() => navigate('/settingsSchedule'), [navigate]);
  const remove = () => serviceId && deleting.mutate([serviceId], { onSuccess: back });

  if (services.isPending) return <Spin />;
  if (serviceId && !service)
    return (
      <Result
        status="404"
        title={t('availabilityUi.serviceNotFound')}
        extra={<Button onClick={back}>{t('availabilityUi.backToSchedule')}</Button>}
      />
    );
  return (
    <div className="availability-page" data-testid="service-setting">
      <Space className="availability-toolbar" wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {t('availabilityUi.backToSchedule')}
        </Button>
        {serviceId && !readOnly && (
          <Popconfirm
            title={t('availabilityUi.deleteServiceConfirm')}
            onConfirm={remove}
            okText={t('availabilityUi.delete')}
            cancelText={t('common.cancel')}
          >
            <Button danger icon={<DeleteOutlined />}>
              {t('availabilityUi.deleteService')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <ServiceForm
        key={serviceId ?? 'new'}
        initial={initial}
        otherServices={others}
        sections={sections}
        tablePlans={tablePlans}
        readOnly={readOnly}
        onSave={save}
        onSaved={back}
        onCancel={back}
      />
    </div>
  );
}

export default withServicesAccess(ServiceEditor);
