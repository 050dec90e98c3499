import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { weekdayOf, type CalendarDay, type Service, type SpecialDateMode } from '@covers/shared';
import { Button, Card, List, Popconfirm, Segmented, Space, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdHocService } from '../../api/availability.api';
import { useSections } from '../../hooks/use-availability-queries';
import { useClearSpecialDate, useSetSpecialDate } from '../../hooks/use-availability-writes';
import { servicePayload } from '../../service-payload';
import { DayServiceModal } from './DayServiceModal';
import { emptyServiceForm, serviceToForm, type ServiceFormValues } from '../../components/service-form/service-form-values';
import { serviceTimeRange } from '../../service-labels';
import { useReadOnly } from '../../components/ServicesAccess';

interface Props {
  date: string;
  day: CalendarDay;
  special: { mode: SpecialDateMode; services: Service[] } | null;
}

/** The stored ad-hoc service as the body of special_dates again (ids kept, so edits keep the same service). */
const asPayload = (service: Service) => service as unknown as AdHocService;

/** Ad-hoc services of a special date, added to the weekday's services or replacing them (replace with none closes the date). */
export function AdHocServices({ date, day, special }: Props) {
  const { t } = useTranslation();
  const { mutateAsync: setSpecialDate } = useSetSpecialDate(() => t('availabilityUi.specialDateSaved'));
  const clearing = useClearSpecialDate(() => t('availabilityUi.specialDateCleared'));
  const readOnly = useReadOnly();
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const mode = special?.mode ?? 'add';
  const adHoc = special?.services ?? [];

  const store = (nextMode: SpecialDateMode, services: AdHocService[]) => setSpecialDate({ date, mode: nextMode, services });

  return (
    <Card size="small" title={t('availabilityUi.adHocServices')} className="day-panel-card" data-testid="adhoc-services">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Segmented
          block
          className="special-mode"
          disabled={readOnly}
          value={mode}
          onChange={(next) => void store(next as SpecialDateMode, adHoc.map(asPayload))}
          options={[
            { value: 'add', label: t('availabilityUi.specialAdd') },
            { value: 'replace', label: t('availabilityUi.specialReplace') },
          ]}
        />
        <List
          size="small"
          dataSource={adHoc}
          locale={{ emptyText: t('availabilityUi.noAdHoc') }}
          renderItem={(service) => (
            <List.Item
              actions={
                readOnly
                  ? []
                  : [
                      <Button
                        key="edit"
                        type="text"
                        icon={<EditOutlined />}
                        aria-label={t('availabilityUi.edit')}
                        onClick={() => setEditing(service)}
                      />,
                      <Popconfirm
                        key="delete"
                        title={t('availabilityUi.deleteServiceConfirm')}
                        onConfirm={() => void store(mode, adHoc.filter((other) => other !== service).map(asPayload))}
                      >
                        <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('availabilityUi.delete')} />
                      </Popconfirm>,
                    ]
              }
            >
              <Space>
                <span className="service-swatch" style={{ background: service.color }} />
                {service.name}
                <Typography.Text type="secondary">{serviceTimeRange(service)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
        {!readOnly && (
          <Space wrap>
            <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-adhoc">
              {t('availabilityUi.addAdHoc')}
            </Button>
            {special && (
              <Popconfirm title={t('availabilityUi.clearSpecialConfirm')} onConfirm={() => clearing.mutate(date)}>
                <Button>{t('availabilityUi.clearSpecial')}</Button>
              </Popconfirm>
            )}
          </Space>
        )}
      </Space>
      {editing && (
        <AdHocServiceModal
          date={date}
          day={day}
          service={editing === 'new' ? null : editing}
          onSave={(payload) => {
            const services =
              editing === 'new'
                ? [...adHoc.map(asPayload), payload]
                : adHoc.map((other) => (other === editing ? payload : asPayload(other)));
            return store(mode, services);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

interface ModalProps {
  date: string;
  day: CalendarDay;
  service: Service | null;
  onSave: (payload: AdHocService) => Promise<unknown>;
  onClose: () => void;
}

function AdHocServiceModal({ date, day, service, onSave, onClose }: ModalProps) {
  const { t } = useTranslation();
  const sections = useSections().data ?? [];
  const weekday = weekdayOf(date);
  const initial = useMemo(() => (service ? serviceToForm(service) : { ...emptyServiceForm(), repeatDays: [weekday] }), [service, weekday]);
  // On its date an ad-hoc service must not overlap the other services that run that day.
  const others = useMemo(
    () =>
      day.services
        .filter((other) => other.serviceId !== service?.serviceId)
        .map((other) => ({ startMinute: other.startMinute, endMinute: other.endMinute, repeatDays: [weekday] })),
    [day.services, service, weekday],
  );
  const save = useCallback(
    async (values: ServiceFormValues) => {
      const { repeatDays: _repeatDays, ...payload } = servicePayload(values);
      await onSave(service ? { ...payload, serviceId: service.serviceId } : payload);
    },
    [onSave, service],
  );
  return (
    <DayServiceModal
      title={`${t(service ? 'availabilityUi.editAdHoc' : 'availabilityUi.addAdHoc')} · ${date}`}
      testId="adhoc-modal"
      initial={initial}
      otherServices={others}
      sections={sections}
      variant="adHoc"
      onSave={save}
      onClose={onClose}
    />
  );
}
