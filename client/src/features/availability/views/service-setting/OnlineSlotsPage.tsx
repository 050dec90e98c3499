import { Empty, Select, Space, Spin, Tooltip, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSections, useServiceList } from '../../hooks/use-availability-queries';
import { useEditService } from '../../hooks/use-availability-writes';
import { servicePayload } from '../../service-payload';
import { ServiceForm } from '../../components/service-form/ServiceForm';
import { serviceToForm, type ServiceFormValues } from '../../components/service-form/service-form-values';
import { serviceTimeRange } from '../../service-labels';
import { useReadOnly, withServicesAccess } from '../../components/ServicesAccess';
import '../../availability.css';

/** /scheduleAvailability: a service's online booking slots, with bulk edit, open/close, duplicate, delete and table priority. */
function OnlineSlots() {
  const { t } = useTranslation();
  const { mutateAsync: editService } = useEditService(() => t('availability.serviceUpdated'));
  const readOnly = useReadOnly();
  const services = useServiceList();
  const sections = useSections().data ?? [];
  const [params, setParams] = useSearchParams();
  const [dirty, setDirty] = useState(false);
  const list = useMemo(() => services.data ?? [], [services.data]);
  const service = list.find((candidate) => candidate.serviceId === params.get('serviceId')) ?? list[0];
  const others = useMemo(() => list.filter((candidate) => candidate !== service), [list, service]);
  const initial = useMemo(() => (service ? serviceToForm(service) : null), [service]);

  const save = useCallback(
    async (values: ServiceFormValues) => {
      if (!service) return;
      return editService({ ...servicePayload(values), serviceId: service.serviceId });
    },
    [service, editService],
  );

  if (services.isPending) return <Spin />;
  if (!service || !initial) return <Empty description={t('availabilityUi.noServices')} />;
  return (
    <div className="availability-page" data-testid="online-slots">
      <Space className="availability-toolbar" wrap>
        <Tooltip title={dirty ? t('availabilityUi.saveFirst') : undefined}>
          <Select
            aria-label={t('availabilityUi.service')}
            data-testid="slots-service"
            value={service.serviceId}
            disabled={dirty}
            style={{ minWidth: 220 }}
            onChange={(serviceId) => setParams({ serviceId })}
            options={list.map((candidate) => ({ value: candidate.serviceId, label: `${candidate.name} · ${serviceTimeRange(candidate)}` }))}
          />
        </Tooltip>
        {readOnly && <Typography.Text type="secondary">{t('availabilityUi.readOnly')}</Typography.Text>}
      </Space>
      <ServiceForm
        key={service.serviceId}
        initial={initial}
        otherServices={others}
        sections={sections}
        tablePlans={[]}
        parts={['slots']}
        readOnly={readOnly}
        onSave={save}
        onDirtyChange={setDirty}
      />
    </div>
  );
}

export default withServicesAccess(OnlineSlots);
