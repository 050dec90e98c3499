import { ERROR_CODES } from '@covers/shared';
import { Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { origin } from '../../../app/services';
import { useSession } from '../../../session/use-session';
import { QueueScreenBoard } from '../components/QueueScreenBoard';
import { useQueueSettings } from '../hooks/use-queue';
import { useQueueScreen } from '../hooks/use-queue-screen';
import '../queue.css';

/**
 * /queueStatus?token=… — the queue status screen for a TV: the numbers called per category, the groups waiting and
 * the wait where the settings say so, on the outlet's background, turned as mounted. It needs no sign-in and shows
 * nothing else. Staff who open it from the menu are taken to their outlet's screen link.
 */
export default function QueueStatusPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  return token ? <QueueScreen token={token} /> : <ScreenLinkOfOutlet />;
}

function QueueScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const screen = useQueueScreen(token);
  useEffect(() => {
    if (screen.data) document.title = screen.data.outlet_name;
  }, [screen.data]);
  if (screen.isPending) return <Spin className="queue-screen-loading" />;
  // A revoked or replaced link ends the screen; a read lost to the network keeps the last view until the next one.
  const revoked = screen.error instanceof ApiError && screen.error.code === ERROR_CODES.QUEUE_LINK_INVALID.code;
  if (!screen.data || revoked) return <Result status="warning" title={screen.error?.message ?? t('queue.linkInvalid')} />;
  const view = screen.data;
  const background = view.background_version
    ? `${origin()}/api/queue/screen_background?token=${encodeURIComponent(token)}&v=${view.background_version}`
    : undefined;
  return (
    <div className="queue-screen-frame">
      <div
        className="queue-screen"
        data-testid="queue-screen"
        data-rotation={view.rotation}
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
      >
        <QueueScreenBoard view={view} />
      </div>
    </div>
  );
}

function ScreenLinkOfOutlet() {
  const { t } = useTranslation();
  const signedIn = useSession().outlet !== undefined;
  const settings = useQueueSettings();
  if (signedIn && settings.isPending) return <Spin className="queue-screen-loading" />;
  const link = settings.data?.links.screen;
  if (link) return <Navigate to={link} replace />;
  return <Result status="info" title={t('queueUi.screenNoLink')} />;
}
