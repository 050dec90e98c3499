import { RESERVATION_EXPORT_FIELD_KEYS, type ReservationExportField, exportFieldLabelKey } from '@covers/shared';
import { Checkbox, Col, Modal, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/use-edition';
import type { ListParams } from '../api/reservations.api';
import { useExportDownload } from '../hooks/use-export-download';

/** Export with a field picker over exactly spec §3's export fields, for the day and filters shown now. */
export function ExportDialog({ open, params, onClose }: { open: boolean; params: ListParams; onClose: () => void }) {
  const { t } = useTranslation();
  const edition = useEdition();
  const [fields, setFields] = useState<ReservationExportField[]>(RESERVATION_EXPORT_FIELD_KEYS);
  const exporting = useExportDownload();
  const all = fields.length === RESERVATION_EXPORT_FIELD_KEYS.length;

  // Keep the spec's order whatever order the boxes were ticked in.
  const download = () =>
    exporting.mutate({ params, fields: RESERVATION_EXPORT_FIELD_KEYS.filter((key) => fields.includes(key)) }, { onSuccess: onClose });

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
        <Checkbox
          checked={all}
          indeterminate={!all && fields.length > 0}
          onChange={(event) => setFields(event.target.checked ? RESERVATION_EXPORT_FIELD_KEYS : [])}
          data-testid="export-select-all"
        >
          {t('reservationsUi.selectAll')}
        </Checkbox>
        <Checkbox.Group value={fields} onChange={(value) => setFields(value as ReservationExportField[])} style={{ width: '100%' }}>
          <Row gutter={[8, 8]}>
            {RESERVATION_EXPORT_FIELD_KEYS.map((key) => (
              <Col key={key} span={edition === 'mobile' ? 12 : 8}>
                <Checkbox value={key} data-field={key}>
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
