import { PhoneOutlined } from '@ant-design/icons';
import type { IncomingCall } from '@covers/shared';
import { Button, notification, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDomainEvents } from '../../../live/use-domain-events';
import { useSession } from '../../../session/use-session';

/**
 * A call the telephony system reported at the current outlet: who is calling and their diner, until dismissed.
 * Add reservation opens the add form with the caller's number (the hoiio link), which finds the diner by phone.
 */
export function IncomingCallNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rid = useSession().outlet?.rid;
  const [notices, holder] = notification.useNotification();
  useDomainEvents(['IncomingCallReceived'], (event) => {
    if (event.rid !== rid) return;
    const call = event.data as IncomingCall;
    const add = () => {
      notices.destroy(call.callId);
      navigate(`/?add_reservation=hoiio&phone=${encodeURIComponent(call.caller)}`);
    };
    notices.open({
      key: call.callId,
      icon: <PhoneOutlined />,
      message: `${t('telephonyUi.incomingCall')} · ${call.caller}`,
      description: call.diner ? (
        <span data-testid="incoming-call-diner">
          {call.diner.name} {call.diner.vip && <Tag color="gold">{t('reservationsUi.vip')}</Tag>}
        </span>
      ) : (
        t('telephonyUi.unknownCaller')
      ),
      btn: (
        <Button type="primary" size="small" onClick={add} data-testid="incoming-call-add">
          {t('telephonyUi.addReservation')}
        </Button>
      ),
      duration: 0,
      placement: 'bottomRight',
    });
  });
  return holder;
}
