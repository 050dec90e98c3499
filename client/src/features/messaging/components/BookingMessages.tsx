import { Collapse, Empty, Space, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useBookingMessages } from '../hooks/use-booking-messages';
import { MessageStateTag } from './MessageStateTag';
import '../messaging.css';

/** The reservation drawer's messages: what went to the diner, by which channel, where it is now and each step on the way. */
export function BookingMessages({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation();
  const messages = useBookingMessages(reservationId).data?.messages ?? [];
  return (
    <section className="booking-messages" data-testid="booking-messages">
      <Typography.Title level={5}>{t('messagingUi.section')}</Typography.Title>
      {messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messagingUi.noMessages')} />
      ) : (
        <Collapse
          size="small"
          items={messages.map((message) => ({
            key: message.message_id,
            label: (
              <Space wrap size={4} data-testid="booking-message">
                <Typography.Text strong>{t(`messagingUi.kind_${message.kind}`)}</Typography.Text>
                <Typography.Text type="secondary">
                  {t(`messagingUi.channel_${message.channel}`)} · {message.recipient}
                </Typography.Text>
                <MessageStateTag message={message} />
              </Space>
            ),
            children: (
              <>
                <Typography.Paragraph className="booking-message-body">{message.body}</Typography.Paragraph>
                <Timeline
                  items={message.history.map((step) => ({
                    children: (
                      <Typography.Text>
                        {dayjs(step.at).format('YYYY-MM-DD HH:mm:ss')} · {t(`messagingUi.state_${step.state}`)}
                        {step.detail ? ` · ${step.detail}` : ''}
                      </Typography.Text>
                    ),
                  }))}
                />
              </>
            ),
          }))}
        />
      )}
    </section>
  );
}
