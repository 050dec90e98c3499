import { Button, Modal, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { showError } from '../../../ui/feedback';
import type { Clash } from '../api/reservation.types';
import { formatMinute } from '../reservation-format';

/** status.code of "Table double booked!" (46002): the host may book anyway or pick other tables. */
export const TABLE_DOUBLE_BOOKED = 46002;

export type ClashChoice = 'book_anyway' | 'select_another_table';

/**
 * Spec §8's "Table double booked!": runs a table-assigning call; when the server answers with a clash, asks
 * Book anyways (the same call again with book_anyway) or Select another table (resolves null so the caller
 * lets the host choose). Any other refusal shows its message and rejects.
 */
export function useTableClashPrompt(): { prompt: ReactNode; run: <T>(call: (bookAnyway: boolean) => Promise<T>) => Promise<T | null> } {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ clashes: Clash[]; choose: (choice: ClashChoice) => void } | null>(null);

  const run = useCallback(async <T,>(call: (bookAnyway: boolean) => Promise<T>): Promise<T | null> => {
    try {
      return await call(false);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== TABLE_DOUBLE_BOOKED) {
        if (error instanceof ApiError) showError(error.message);
        throw error;
      }
      const clashes = ((error.result as { clashes?: Clash[] } | undefined)?.clashes ?? []) as Clash[];
      const choice = await new Promise<ClashChoice>((choose) => setPending({ clashes, choose }));
      setPending(null);
      if (choice === 'select_another_table') return null;
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
      title={t('errors.tableDoubleBooked')}
      closable={false}
      maskClosable={false}
      // Above the booking drawer whichever was mounted last.
      zIndex={1100}
      data-testid="double-booked-prompt"
      footer={[
        <Button key="another" onClick={() => pending?.choose('select_another_table')}>
          {t('reservations.selectAnotherTable')}
        </Button>,
        <Button key="anyway" type="primary" danger onClick={() => pending?.choose('book_anyway')}>
          {t('reservations.bookAnyways')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('errors.tableDoubleBookedDetail')}</Typography.Paragraph>
      <ul className="clash-list">
        {pending?.clashes.map((clash) => (
          <li key={clash.reservation_id}>{t('reservationsUi.clashWith', { name: clash.name, time: formatClashTime(clash.time), pax: clash.pax })}</li>
        ))}
      </ul>
    </Modal>
  );
  return { prompt, run };
}

function formatClashTime(time: string | number): string {
  return typeof time === 'number' ? formatMinute(time) : time;
}
