import { Alert, Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../ui/CopyField';
import { bookingPageUrl, buttonCode } from '../components/booking-links';
import { useOnlineSettings } from '../hooks/use-online-queries';
import '../online.css';

const NETWORKS = ['Facebook', 'Instagram'] as const;

/** /facebook: booking buttons for the restaurant's Facebook and Instagram pages, each counted as its own source. */
export default function SocialMediaPage() {
  const { t } = useTranslation();
  const settings = useOnlineSettings();
  if (!settings.data) return <Spin />;
  const { bookingPath, settings: online } = settings.data;
  return (
    <div className="online-page" data-testid="social-media">
      <Typography.Paragraph>{t('onlineUi.socialHint')}</Typography.Paragraph>
      {!online.enabled && <Alert type="warning" showIcon message={t('onlineUi.onlineOff')} />}
      {NETWORKS.map((network) => {
        const url = bookingPageUrl(bookingPath, network);
        return (
          <Card key={network} title={network}>
            <Typography.Text strong>{t('onlineUi.socialLink', { network })}</Typography.Text>
            <CopyField value={url} testId={`social-link-${network}`} />
            <Typography.Text strong>{t('onlineUi.socialButton', { network })}</Typography.Text>
            <CopyField value={buttonCode(url, t('bookingPage.title'))} multiline />
          </Card>
        );
      })}
    </div>
  );
}
