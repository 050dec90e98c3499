import { StopOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '../../../../ui/UnsavedChangesGuard';
import { useSections } from '../../hooks/use-availability-queries';
import { useForbidTables } from '../../hooks/use-availability-writes';

interface Props {
  date: string;
  /** Absent: the whole day. */
  serviceId?: string;
  forbidden: string[];
  label: string;
}

/** Tables that cannot be booked on this date (for a service, or all day). */
export function ForbiddenTablesButton({ date, serviceId, forbidden, label }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={forbidden.length} size="small">
        <Button icon={<StopOutlined />} onClick={() => setOpen(true)} data-testid={`forbid-${serviceId ?? 'day'}`}>
          {label}
        </Button>
      </Badge>
      {open && (
        <ForbiddenTablesModal date={date} serviceId={serviceId} forbidden={forbidden} title={label} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function ForbiddenTablesModal({
  date,
  serviceId,
  forbidden,
  title,
  onClose,
}: Omit<Props, 'label'> & { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { mutateAsync: forbidTables } = useForbidTables(() => t('availabilityUi.settingsSaved'));
  const sections = useSections().data ?? [];
  const [tableIds, setTableIds] = useState(forbidden);
  const dirty = [...tableIds].sort().join() !== [...forbidden].sort().join();
  const save = () => forbidTables({ date, serviceId, tableIds });
  const { prompt, requestClose } = useUnsavedChangesGuard({ dirty, onSave: save });
  return (
    <Modal
      open
      title={title}
      onCancel={() => requestClose(onClose)}
      onOk={() => void save().then(onClose)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !dirty }}
    >
      {sections.length === 0 ? (
        <Empty description={t('availabilityUi.noTables')} />
      ) : (
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          value={tableIds}
          onChange={setTableIds}
          aria-label={title}
          optionFilterProp="label"
          options={sections.map((section) => ({
            label: section.name,
            options: section.tables.map((table) => ({ value: table.id, label: table.name })),
          }))}
        />
      )}
      {prompt}
    </Modal>
  );
}
