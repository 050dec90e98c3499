import { ERROR_CODES, type Clash } from '@covers/shared';
import { Button, Modal, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { formatMinute } from '../reservation-format';

export type ClashKind = 'tables' | 'capacity';
type ClashChoice = 'book_anyway' | 'decline';

/** A refusal the host may override: a table clash always, a service capacity refusal when the server offers it. */
export function overridableClash(error: unknown): ClashKind | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ERROR_CODES.TABLE_DOUBLE_BOOKED.code) return 'tables';
  const choices = (error.result as { choices?: string[] } | undefined)?.choices ?? [];
  return error.code === ERROR_CODES.CAPACITY_CONFLICT.code && choices.includes('book_anyway') ? 'capacity' : null;
}

/**
 * Spec §8's "Table double booked!": asks Book anyways or Select another table (for a capacity refusal,
 * Book anyways or Cancel) and resolves with the host's choice.
 */
export function useTableClashPrompt(): { prompt: ReactNode; ask: (kind: ClashKind, refusal: ApiError) => Promise<ClashChoice> } {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{
    kind: ClashKind;
    message: string;
    clashes: Clash[];
    choose: (choice: ClashChoice) => void;
  } | null>(null);

  const ask = useCallback(async (kind: ClashKind, refusal: ApiError): Promise<ClashChoice> => {
    const clashes = (refusal.result as { clashes?: Clash[] } | undefined)?.clashes ?? [];
    const choice = await new Promise<ClashChoice>((choose) => setPending({ kind, message: refusal.message, clashes, choose }));
    setPending(null);
    return choice;
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
              <li key={clash.reservation_id}>
                {t('reservationsUi.clashWith', { name: clash.name, time: formatClashTime(clash.time), pax: clash.pax })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
  return { prompt, ask };
}

function formatClashTime(time: string | number): string {
  return typeof time === 'number' ? formatMinute(time) : time;
}
