import { ERROR_CODES, refusalMessageKey, type Clash, type RefusalReason } from '@covers/shared';
import { Button, Modal, Typography } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { formatMinute } from '../reservation-format';

export type ClashKind = 'tables' | 'capacity' | 'rules';
type ClashChoice = 'book_anyway' | 'decline';

/**
 * A refusal the host is asked about: a table clash always, a service capacity refusal when the server offers
 * Book anyways, and the service rules a booking breaks (overridable by staff allowed to, see canOverrideRules).
 */
export function overridableClash(error: unknown): ClashKind | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ERROR_CODES.TABLE_DOUBLE_BOOKED.code) return 'tables';
  if (error.code === ERROR_CODES.SERVICE_RULES_BROKEN.code) return 'rules';
  const choices = (error.result as { choices?: string[] } | undefined)?.choices ?? [];
  return error.code === ERROR_CODES.CAPACITY_CONFLICT.code && choices.includes('book_anyway') ? 'capacity' : null;
}

/**
 * Spec §8's "Table double booked!": asks Book anyways or Select another table (for a capacity refusal,
 * Book anyways or Cancel; for the service rules, the rules broken and, when `canOverrideRules`, Book anyways)
 * and resolves with the host's choice.
 */
export function useTableClashPrompt(canOverrideRules: boolean): {
  prompt: ReactNode;
  ask: (kind: ClashKind, refusal: ApiError) => Promise<ClashChoice>;
} {
  const { t } = useTranslation();
  // Moves sent one after another may be refused together: each question waits its turn, so every write gets its answer.
  const [questions, setQuestions] = useState<Question[]>([]);
  const pending = questions[0] ?? null;

  const ask = useCallback((kind: ClashKind, refusal: ApiError): Promise<ClashChoice> => {
    const { clashes = [], reasons = [] } = (refusal.result as { clashes?: Clash[]; reasons?: RefusalReason[] } | undefined) ?? {};
    return new Promise<ClashChoice>((resolve) => {
      const question: Question = {
        kind,
        message: refusal.message,
        clashes,
        reasons,
        choose: (choice) => {
          setQuestions((current) => current.filter((other) => other !== question));
          resolve(choice);
        },
      };
      setQuestions((current) => [...current, question]);
    });
  }, []);
  const mayBookAnyway = pending?.kind !== 'rules' || canOverrideRules;

  const prompt = (
    <Modal
      open={pending !== null}
      title={pending && pending.kind !== 'tables' ? pending.message : t('errors.tableDoubleBooked')}
      closable={false}
      maskClosable={false}
      // Above the booking drawer whichever was mounted last.
      zIndex={1100}
      data-testid="double-booked-prompt"
      footer={[
        <Button key="decline" onClick={() => pending?.choose('decline')}>
          {pending?.kind === 'tables' ? t('reservations.selectAnotherTable') : t('common.cancel')}
        </Button>,
        mayBookAnyway && (
          <Button key="anyway" type="primary" danger onClick={() => pending?.choose('book_anyway')}>
            {pending?.kind === 'rules' ? t('reservations.overrideServiceRules') : t('reservations.bookAnyways')}
          </Button>
        ),
      ]}
    >
      {pending?.kind === 'rules' && (
        <ul className="clash-list" data-testid="service-rules-broken">
          {pending.reasons.map((reason) => (
            <li key={reason}>{t(refusalMessageKey(reason))}</li>
          ))}
        </ul>
      )}
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

interface Question {
  kind: ClashKind;
  message: string;
  clashes: Clash[];
  reasons: RefusalReason[];
  choose: (choice: ClashChoice) => void;
}

function formatClashTime(time: string | number): string {
  return typeof time === 'number' ? formatMinute(time) : time;
}
