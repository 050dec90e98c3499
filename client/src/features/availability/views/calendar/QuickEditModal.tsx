import type { QuickEdit, Service } from '@covers/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceList } from '../../hooks/use-availability-queries';
import { useQuickEdit } from '../../hooks/use-availability-writes';
import { DayServiceModal } from './DayServiceModal';
import { formToDefinition, serviceToForm, type ServiceFormValues } from '../../components/service-form/service-form-values';

interface Props {
  date: string;
  service: Service;
  quickEdit: QuickEdit | undefined;
  onClose: () => void;
}

/** Changes a service for one date only (times, children, capacity, turnaround, cut-off), checked by the same rules. */
export function QuickEditModal({ date, service, quickEdit, onClose }: Props) {
  const { t } = useTranslation();
  const { mutateAsync: saveQuickEdit } = useQuickEdit(() => t('availabilityUi.quickEditSaved'));
  const services = useServiceList().data;
  const initial = useMemo(() => serviceToForm({ ...service, ...quickEdit }), [service, quickEdit]);
  const others = useMemo(
    () => (services ?? []).filter((candidate) => candidate.serviceId !== service.serviceId),
    [services, service.serviceId],
  );
  const save = useCallback(
    async (values: ServiceFormValues) => {
      const { startMinute, endMinute, allowChildren, covers, bookings, turnaround, cutoff } = formToDefinition(values);
      await saveQuickEdit({
        date,
        serviceId: service.serviceId,
        startMinute,
        endMinute,
        allowChildren,
        covers,
        bookings,
        turnaround,
        cutoff,
      });
    },
    [date, service.serviceId, saveQuickEdit],
  );
  return (
    <DayServiceModal
      title={`${t('availabilityUi.quickEdit')} · ${service.name} · ${date}`}
      testId="quick-edit-modal"
      initial={initial}
      otherServices={others}
      sections={[]}
      variant="quickEdit"
      onSave={save}
      onClose={onClose}
    />
  );
}
