import { LinkOutlined } from '@ant-design/icons';
import { Button, Rate, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBookingFeedback, useFeedbackLink } from '../hooks/use-booking-feedback';
import '../feedback.css';

/** The reservation drawer's feedback: the diner's stars and comment, and the link to send them. */
export function BookingFeedback({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation();
  const feedback = useBookingFeedback(reservationId).data?.feedback;
  const link = useFeedbackLink(t('feedbackUi.linkCopied'));
  const url = link.data && link.variables === reservationId ? link.data.url : null;
  return (
    <section className="booking-feedback" data-testid="booking-feedback">
      <Typography.Title level={5}>{t('feedbackUi.section')}</Typography.Title>
      {feedback ? (
        <Space direction="vertical" size={4} data-testid="booking-feedback-given">
          <Rate disabled value={feedback.rating} aria-label={t('feedbackUi.ratingOf', { rating: feedback.rating })} />
          {feedback.comment && <Typography.Paragraph className="booking-feedback-comment">{feedback.comment}</Typography.Paragraph>}
        </Space>
      ) : (
        <Typography.Paragraph type="secondary">{t('feedbackUi.noFeedback')}</Typography.Paragraph>
      )}
      <Space direction="vertical" size={4}>
        <Button
          icon={<LinkOutlined />}
          loading={link.isPending}
          onClick={() => link.mutate(reservationId)}
          data-testid="copy-feedback-link"
        >
          {t('feedbackUi.copyLink')}
        </Button>
        {url && (
          <Typography.Text copyable={{ text: url }} className="booking-feedback-link" data-testid="feedback-link">
            {url}
          </Typography.Text>
        )}
      </Space>
    </section>
  );
}
