import {
  NO_PERMISSIONS,
  RESERVATION_EXPORT_FIELD_KEYS,
  type ReservationExportField,
  exportFieldLabelKey,
  exportableFields,
} from '@covers/shared';
import { Checkbox, Col, Modal, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/use-edition';
import { useSession } from '../../../session/use-session';
import type { ListParams } from '../api/reservations.api';
import { useExportDownload } from '../hooks/use-export-download';

/**
 * Export with a field picker over exactly spec §3's export fields, for the day and filters shown now. Phones
 * and e-mails are offered only to holders of the Export Diner List permission.
 */
export function ExportDialog({ open, params, onClose }: { open: boolean; params: ListParams; onClose: () => void }) {
  const { t } = useTranslation();
  const edition = useEdition();
  const allowed = exportableFields(useSession().outlet?.permissions ?? NO_PERMISSIONS);
  const [fields, setFields] = useState<ReservationExportField[]>(allowed);
  const exporting = useExportDownload();
  const all = fields.length === allowed.length;

  // Keep the spec's order whatever order the boxes were ticked in.
  const download = () => exporting.mutate({ params, fields: allowed.filter((key) => fields.includes(key)) }, { onSuccess: onClose });

  return (
    <Modal
      open={open}
      title={t('reservationsUi.exportTitle')}
      okText={t('reservationsUi.download')}
      okButtonProps={{ disabled: fields.length === 0, loading: exporting.isPending, id: 'export-download' }}
      cancelText={t('common.cancel')}
      onOk={download}
      onCancel={onClose}
      width={edition === 'mobile' ? '100%' : 640}
      data-testid="export-dialog"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('reservationsUi.exportHint')}</Typography.Text>
        {allowed.length < RESERVATION_EXPORT_FIELD_KEYS.length && (
          <Typography.Text type="warning" data-testid="export-contacts-locked">
            {t('reservationsUi.exportContactsLocked')}
          </Typography.Text>
        )}
        <Checkbox
          checked={all}
          indeterminate={!all && fields.length > 0}
          onChange={(event) => setFields(event.target.checked ? allowed : [])}
          data-testid="export-select-all"
        >
          {t('reservationsUi.selectAll')}
        </Checkbox>
        <Checkbox.Group value={fields} onChange={(value) => setFields(value as ReservationExportField[])} style={{ width: '100%' }}>
          <Row gutter={[8, 8]}>
            {RESERVATION_EXPORT_FIELD_KEYS.map((key) => (
              <Col key={key} span={edition === 'mobile' ? 12 : 8}>
                <Checkbox value={key} data-field={key} disabled={!allowed.includes(key)}>
                  {t(exportFieldLabelKey(key))}
                </Checkbox>
              </Col>
            ))}
          </Row>
        </Checkbox.Group>
      </Space>
    </Modal>
  );
}
