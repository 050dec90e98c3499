import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUnreadNotifications } from '../hooks/use-notifications';

/** The shell's bell: this user's unread notifications at the outlet, kept current by live events; opens /notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadNotifications().data?.unread ?? 0;
  return (
    <Badge count={unread} size="small" overflowCount={99} data-testid="notification-count">
      <Button
        type="text"
        icon={<BellOutlined />}
        aria-label={`${t('notificationsUi.bell')}${unread > 0 ? ` · ${t('notificationsUi.unread', { count: unread })}` : ''}`}
        onClick={() => navigate('/notifications')}
        data-testid="notification-bell"
      />
    </Badge>
  );
}
