import {
  CANCELLATION_REASONS,
  actionLabelKey,
  reasonLabelKey,
  type CancellationReason,
  type ReservationRow,
  type StatusUpdateAction,
} from '@covers/shared';
import { Alert, Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusActionsFor } from '../../components/DetailDrawer';
import { useBatchStatus } from '../../hooks/use-reservation-writes';

/** The actions the status machine allows for every selected booking (spec §7 batch status update, all or nothing). */
export function commonActions(rows: ReservationRow[], now: { date: string; minute: number }): StatusUpdateAction[] {
  const [first, ...rest] = rows.map((row) => statusActionsFor(row, now));
  return (first ?? []).filter((action) => rest.every((actions) => actions.includes(action)));
}

/** Shown while rows of the list are selected: one status for all of them, a reason when that is a cancellation. */
export function BatchStatusBar({
  selected,
  now,
  onDone,
}: {
  selected: ReservationRow[];
  now: { date: string; minute: number };
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<StatusUpdateAction | null>(null);
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const batch = useBatchStatus({ success: () => t('reservationsUi.batchUpdated') });
  if (selected.length === 0) return null;
  const actions = commonActions(selected, now);
  const chosen = action && actions.includes(action) ? action : null;
  const apply = () => {
    if (!chosen) return;
    batch.mutate(
      {
        date: selected[0].date,
        reservation_ids: selected.map((row) => row.reservation_id),
        action: chosen,
        reason: chosen === 'cancel' ? (reason ?? undefined) : undefined,
      },
      { onSuccess: (result) => result !== null && onDone() },
    );
  };
  return (
    <Alert
      className="batch-status-bar"
      data-testid="batch-status-bar"
      type="info"
      message={
        <Space wrap>
          <span>{t('reservationsUi.selected', { count: selected.length })}</span>
          <Select
            value={chosen}
            onChange={setAction}
            placeholder={t('reservationsUi.batchAction')}
            options={actions.map((value) => ({ value, label: t(actionLabelKey(value)) }))}
            style={{ width: 200 }}
            data-testid="batch-action"
          />
          {chosen === 'cancel' && (
            <Select
              value={reason}
              onChange={setReason}
              placeholder={t('reservationsUi.cancelReason')}
              options={CANCELLATION_REASONS.map((value) => ({ value, label: t(reasonLabelKey(value)) }))}
              style={{ width: 200 }}
              data-testid="batch-reason"
            />
          )}
          <Button
            type="primary"
            disabled={!chosen || (chosen === 'cancel' && !reason)}
            loading={batch.isPending}
            onClick={apply}
            data-testid="batch-apply"
          >
            {t('reservationsUi.apply')}
          </Button>
          <Button type="text" onClick={onDone}>
            {t('reservationsUi.clearSelection')}
          </Button>
        </Space>
      }
    />
  );
}
