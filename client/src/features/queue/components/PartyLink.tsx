import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { useQrCode } from '../hooks/use-qr-code';

/**
 * A party's own status page, handed out at check-in: a link on the diner's phone, and its QR code for a phone when the
 * party checked in on the tablet at the door. It opens in the language the party checked in with.
 */
export function PartyLink({ path }: { path: string }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${path}&lang=${currentLocale()}`;
  const qr = useQrCode(url, 160);
  return (
    <div className="queue-party-link" data-testid="queue-party-link">
      {qr && <img src={qr} alt={t('queueUi.partyFollow')} width={160} height={160} />}
      <a href={url} data-testid="queue-party-link-url">
        {t('queueUi.partyFollow')}
      </a>
    </div>
  );
}
