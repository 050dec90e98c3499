import { NOTIFICATION_PAGE_SIZES, type StaffNotification } from '@covers/shared';
import { Alert, Button, Card, List, Space, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bookingListPath } from '../../reservations/links/booking-list-path';
import { formatMinute } from '../../reservations/reservation-format';
import { useHeldPage } from '../hooks/use-held-page';
import { useMarkNotificationsRead, useNotificationList } from '../hooks/use-notifications';
import '../notifications.css';

const KIND_COLOURS: Record<StaffNotification['kind'], string> = {
  online_booking: 'blue',
  diner_confirmed: 'green',
  diner_cancelled: 'orange',
  message_failed: 'red',
  capacity_alert: 'gold',
};

/** /notifications: what staff must know of at the outlet, newest first; each user marks them read for themselves. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotificationList(page, pageSize, unreadOnly);
  const mark = useMarkNotificationsRead();
  const answer = list.data;
  const held = useHeldPage(answer, page === 1 ? `${pageSize}/${unreadOnly}` : null);
  // "Mark all read" on the first page reads what it shows: notifications held above it stay unread.
  const newestShown = page === 1 ? held.page?.notifications[0]?.notification_id : undefined;

  return (
    <Card className="notifications-page" data-testid="notifications-page">
      <div className="notifications-toolbar">
        <Space>
          <Switch
            checked={unreadOnly}
            onChange={(on) => {
              setUnreadOnly(on);
              setPage(1);
            }}
            aria-label={t('notificationsUi.unreadOnly')}
            data-testid="notifications-unread-only"
          />
          <Typography.Text>{t('notificationsUi.unreadOnly')}</Typography.Text>
          {answer && <Tag data-testid="notifications-unread">{t('notificationsUi.unread', { count: answer.unread })}</Tag>}
        </Space>
        <Button
          disabled={!answer?.unread}
          loading={mark.isPending}
          onClick={() => mark.mutate({ all: true, up_to: newestShown })}
          data-testid="notifications-mark-all"
        >
          {t('notificationsUi.markAllRead')}
        </Button>
      </div>
      {held.page && held.page.arrived > 0 && (
        <Alert
          className="notifications-arrived"
          type="info"
          showIcon
          message={t('notificationsUi.arrived', { count: held.page.arrived })}
          action={
            <Button size="small" type="primary" onClick={held.show} data-testid="notifications-show-arrived">
              {t('notificationsUi.showArrived')}
            </Button>
          }
          data-testid="notifications-arrived"
        />
      )}
      <List<StaffNotification>
        loading={!held.page}
        dataSource={held.page?.notifications ?? []}
        rowKey="notification_id"
        locale={{ emptyText: t('notificationsUi.empty') }}
        data-testid="notifications-list"
        pagination={{
          current: page,
          pageSize,
          total: answer?.total ?? 0,
          pageSizeOptions: NOTIFICATION_PAGE_SIZES.map(String),
          showSizeChanger: true,
          size: 'small',
          hideOnSinglePage: true,
          onChange: (next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          },
        }}
        renderItem={(item) => (
          <List.Item
            className={item.read ? 'notification-item' : 'notification-item notification-item--unread'}
            data-testid="notification"
            data-read={item.read}
            actions={
              item.read
                ? []
                : [
                    <Button
                      key="read"
                      size="small"
                      onClick={() => mark.mutate({ notification_ids: [item.notification_id] })}
                      data-testid="notification-mark-read"
                    >
                      {t('notificationsUi.markRead')}
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <Tag color={KIND_COLOURS[item.kind]}>{t(`notificationsUi.kind_${item.kind}`)}</Tag>
                  <Typography.Text type="secondary">{dayjs(item.at).format('YYYY-MM-DD HH:mm')}</Typography.Text>
                </Space>
              }
              description={<NotificationBooking item={item} />}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

function NotificationBooking({ item }: { item: StaffNotification }) {
  const { t } = useTranslation();
  if (!item.date || item.time_minute === null)
    return <Typography.Text type="secondary">{t('notificationsUi.bookingGone')}</Typography.Text>;
  const text = t('notificationsUi.booking', {
    diner_name: item.diner_name,
    pax: item.pax,
    date: item.date,
    time: formatMinute(item.time_minute),
  });
  return (
    <Space direction="vertical" size={0}>
      <Link to={bookingListPath(item.date, item.diner_name ?? '')} data-testid="notification-booking">
        {text}
      </Link>
      {item.detail && <Typography.Text type={item.kind === 'message_failed' ? 'danger' : 'secondary'}>{item.detail}</Typography.Text>}
    </Space>
  );
}
