import { Button, Modal, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { showError } from '../../../ui/feedback';
import type { Clash } from '../api/reservation.types';
import { formatMinute } from '../reservation-format';

/** status.code of "Table double booked!" (46002): the host may book anyway or pick other tables. */
export const TABLE_DOUBLE_BOOKED = 46002;
/** status.code of "Reservation/Table capacity conflict!" (46004); the service's capacity may be overridden too. */
export const CAPACITY_CONFLICT = 46004;

export type ClashKind = 'tables' | 'capacity';
type Choice = 'book_anyway' | 'decline';

function overridable(error: unknown): ClashKind | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === TABLE_DOUBLE_BOOKED) return 'tables';
  const choices = (error.result as { choices?: string[] } | undefined)?.choices ?? [];
  return error.code === CAPACITY_CONFLICT && choices.includes('book_anyway') ? 'capacity' : null;
}

/**
 * Spec §8's "Table double booked!": runs a table-assigning call; when the server answers with a clash, asks
 * Book anyways (the same call again with book_anyway) or Select another table (resolves null, after
 * `onDeclined`, so the caller lets the host choose). A service capacity refusal the server lets the host
 * override is asked the same way. Any other refusal shows its message and rejects.
 */
export function useTableClashPrompt(): {
  prompt: ReactNode;
  run: <T>(call: (bookAnyway: boolean) => Promise<T>, onDeclined?: (kind: ClashKind) => void) => Promise<T | null>;
} {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ kind: ClashKind; message: string; clashes: Clash[]; choose: (choice: Choice) => void } | null>(null);

  const run = useCallback(async <T,>(call: (bookAnyway: boolean) => Promise<T>, onDeclined?: (kind: ClashKind) => void): Promise<T | null> => {
    try {
      return await call(false);
    } catch (error) {
      const kind = overridable(error);
      if (!kind) {
        if (error instanceof ApiError) showError(error.message);
        throw error;
      }
      const { message, result } = error as ApiError;
      const clashes = (result as { clashes?: Clash[] } | undefined)?.clashes ?? [];
      const choice = await new Promise<Choice>((choose) => setPending({ kind, message, clashes, choose }));
      setPending(null);
      if (choice === 'decline') {
        onDeclined?.(kind);
        return null;
      }
      try {
        return await call(true);
      } catch (retryError) {
        if (retryError instanceof ApiError) showError(retryError.message);
        throw retryError;
      }
    }
  }, []);

  const prompt = (
    <Modal
      open={pending !== null}
      title={pending?.kind === 'capacity' ? pending.message : t('errors.tableDoubleBooked')}
      closable={false}
      maskClosable={false}
      // Above the booking drawer whichever was mounted last.
      zIndex={1100}
      data-testid="double-booked-prompt"
      footer={[
        <Button key="decline" onClick={() => pending?.choose('decline')}>
          {pending?.kind === 'capacity' ? t('common.cancel') : t('reservations.selectAnotherTable')}
        </Button>,
        <Button key="anyway" type="primary" danger onClick={() => pending?.choose('book_anyway')}>
          {t('reservations.bookAnyways')}
        </Button>,
      ]}
    >
      {pending?.kind === 'tables' && (
        <>
          <Typography.Paragraph>{t('errors.tableDoubleBookedDetail')}</Typography.Paragraph>
          <ul className="clash-list">
            {pending.clashes.map((clash) => (
              <li key={clash.reservation_id}>{t('reservationsUi.clashWith', { name: clash.name, time: formatClashTime(clash.time), pax: clash.pax })}</li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
  return { prompt, run };
}

function formatClashTime(time: string | number): string {
  return typeof time === 'number' ? formatMinute(time) : time;
}
