import { Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../i18n/message-key';
import { CopyField } from '../../../ui/CopyField';
import { useQrCode } from '../hooks/use-qr-code';
import { useQueueLink } from '../hooks/use-queue-setup';

/** The public links Queues Setup hands out: the status screen's, and the check-in page's. */
export const SETUP_LINKS = ['screen', 'check_in'] as const;

/** One public link: its address to copy, its QR code to print, a new link, and revoking it. */
export function QueueLinkCard({
  purpose,
  path,
  mayEdit,
}: {
  purpose: (typeof SETUP_LINKS)[number];
  path: string | null;
  mayEdit: boolean;
}) {
  const { t } = useTranslation();
  const link = useQueueLink();
  const url = path && `${window.location.origin}${path}`;
  const qr = useQrCode(url, 192);
  return (
    <div className="queue-link" data-testid={`queue-link-${purpose}`}>
      <Typography.Text strong>{t(messageKey('queueUi', `link_${purpose}`))}</Typography.Text>
      {url ? (
        <>
          <CopyField value={url} testId={`queue-link-url-${purpose}`} />
          {qr && <img className="queue-link-qr" src={qr} alt={t('queueUi.linkQr')} width={192} height={192} />}
        </>
      ) : (
        <Typography.Text type="secondary">{t('queueUi.linkNone')}</Typography.Text>
      )}
      {mayEdit && (
        <Space>
          <Button
            onClick={() => link.mutate({ purpose, revoke: false })}
            loading={link.isPending}
            data-testid={`queue-link-issue-${purpose}`}
          >
            {url ? t('queueUi.linkRenew') : t('queueUi.linkCreate')}
          </Button>
          {url && (
            <Popconfirm title={t('queueUi.linkRevokeConfirm')} onConfirm={() => link.mutate({ purpose, revoke: true })}>
              <Button danger data-testid={`queue-link-revoke-${purpose}`}>
                {t('queueUi.linkRevoke')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </div>
  );
}
