import { RESERVATION_EXPORT_FIELD_KEYS, type ReservationExportField } from '@covers/shared';
import { Checkbox, Col, Modal, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import type { FieldValue } from '../../../api/form-encoding';
import { useEdition } from '../../../edition/use-edition';
import { showError } from '../../../ui/feedback';
import { reservationsFiles } from '../api/reservations.files';
import type { ListParams } from '../api/reservations.api';

/** Export with a field picker over exactly spec §3's export fields, for the day and filters shown now. */
export function ExportDialog({ open, params, onClose }: { open: boolean; params: ListParams; onClose: () => void }) {
  const { t } = useTranslation();
  const edition = useEdition();
  const [fields, setFields] = useState<ReservationExportField[]>(RESERVATION_EXPORT_FIELD_KEYS);
  const [busy, setBusy] = useState(false);
  const all = fields.length === RESERVATION_EXPORT_FIELD_KEYS.length;

  const download = async () => {
    setBusy(true);
    try {
      // Keep the spec's order whatever order the boxes were ticked in.
      const ordered = RESERVATION_EXPORT_FIELD_KEYS.filter((key) => fields.includes(key));
      await reservationsFiles.downloadExport(params as unknown as Record<string, FieldValue>, ordered);
      onClose();
    } catch (error) {
      showError(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('reservationsUi.exportTitle')}
      okText={t('reservationsUi.download')}
      okButtonProps={{ disabled: fields.length === 0, loading: busy, id: 'export-download' }}
      cancelText={t('common.cancel')}
      onOk={() => void download()}
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
                  {t(`reservations.export_${key}`)}
                </Checkbox>
              </Col>
            ))}
          </Row>
        </Checkbox.Group>
      </Space>
    </Modal>
  );
}
