import type { QuickEdit, Service } from '@covers/shared';
import { Modal } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValue } from '../../../api/form-encoding';
import { availabilityApi, useAfterChange, useServiceList } from '../api/availability.api';
import { ServiceForm } from '../service-form/ServiceForm';
import { formToDefinition, serviceToForm, type ServiceFormValues } from '../service-form/service-form-values';

interface Props {
  date: string;
  service: Service;
  quickEdit: QuickEdit | undefined;
  onClose: () => void;
}

/** Changes a service for one date only (times, children, capacity, turnaround, cut-off), checked by the same rules. */
export function QuickEditModal({ date, service, quickEdit, onClose }: Props) {
  const { t } = useTranslation();
  const changed = useAfterChange();
  const services = useServiceList().data;
  const initial = useMemo(() => serviceToForm({ ...service, ...quickEdit }), [service, quickEdit]);
  const others = useMemo(() => (services ?? []).filter((candidate) => candidate.serviceId !== service.serviceId), [services, service.serviceId]);
  const save = useCallback(
    async (values: ServiceFormValues) => {
      const { startMinute, endMinute, allowChildren, covers, bookings, turnaround, cutoff } = formToDefinition(values);
      const changes = { startMinute, endMinute, allowChildren, covers, bookings, turnaround, cutoff } as unknown as Record<string, FieldValue>;
      await availabilityApi.quickEdit(date, service.serviceId, changes);
      await changed(t('availabilityUi.quickEditSaved'));
    },
    [date, service.serviceId, changed, t],
  );
  return (
    <Modal open title={`${t('availabilityUi.quickEdit')} · ${service.name} · ${date}`} footer={null} closable={false} maskClosable={false} width={760} data-testid="quick-edit-modal">
      <ServiceForm initial={initial} otherServices={others} sections={[]} tablePlans={[]} parts={['general', 'capacity', 'turnaround']} variant="quickEdit" onSave={save} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}
