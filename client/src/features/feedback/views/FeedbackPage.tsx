import { FEEDBACK_RATINGS, MAX_FEEDBACK_COMMENT } from '@covers/shared';
import { Alert, Button, Input, Rate, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { messageKey } from '../../../i18n/message-key';
import { DinerPageFrame } from '../../shell/DinerPageFrame';
import { useFeedbackForm, useGiveFeedback } from '../hooks/use-feedback-form';
import '../feedback.css';

/** /feedback/:token: the diner rates their visit and leaves a comment, once, with no sign-in (a phone is the usual screen). */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const form = useFeedbackForm(token);
  const give = useGiveFeedback(token);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingMissing, setRatingMissing] = useState(false);
  const chosen = FEEDBACK_RATINGS.find((stars) => stars === rating);

  const submit = () => {
    if (rating === 0) return setRatingMissing(true);
    give.mutate({ rating, comment });
  };

  const body = () => {
    if (form.isPending) return <Spin />;
    if (form.isError) return <Result status="warning" title={t('feedbackUi.invalidTitle')} subTitle={form.error.message} />;
    const outlet = form.data.outlet_name;
    if (form.data.submitted || give.isSuccess)
      return (
        <div data-testid="feedback-thanks">
          <Result status="success" title={t('feedbackUi.thanksTitle')} subTitle={t('feedbackUi.thanksBody', { outlet })} />
        </div>
      );
    return (
      <>
        <h1 className="diner-page-title" data-testid="screen-title">
          {t('feedbackUi.pageTitle')}
        </h1>
        <p className="diner-page-intro">{t('feedbackUi.pageIntro', { outlet, date: form.data.date })}</p>
        <label className="feedback-label" id="feedback-rating-label">
          {t('feedbackUi.ratingLabel')}
        </label>
        <Rate
          className="feedback-stars"
          value={rating}
          onChange={(value) => {
            setRating(value);
            setRatingMissing(false);
          }}
          tooltips={FEEDBACK_RATINGS.map((stars) => t(messageKey('feedbackUi', `rating_${stars}`)))}
          aria-labelledby="feedback-rating-label"
          data-testid="feedback-stars"
        />
        {chosen && (
          <div className="feedback-rating-word" data-testid="feedback-rating-word">
            {t(messageKey('feedbackUi', `rating_${chosen}`))}
          </div>
        )}
        {ratingMissing && <div className="feedback-error">{t('feedback.ratingRange')}</div>}
        <label className="feedback-label" htmlFor="feedback-comment">
          {t('feedbackUi.commentLabel')}
        </label>
        <Input.TextArea
          id="feedback-comment"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={MAX_FEEDBACK_COMMENT}
          showCount
          autoSize={{ minRows: 4, maxRows: 10 }}
          placeholder={t('feedbackUi.commentPlaceholder')}
          data-testid="feedback-comment"
        />
        {give.isError && (
          <Alert className="feedback-refusal" type="error" showIcon message={give.error.message} data-testid="feedback-refusal" />
        )}
        <Button type="primary" size="large" block loading={give.isPending} onClick={submit} data-testid="feedback-submit">
          {t('feedbackUi.submit')}
        </Button>
      </>
    );
  };

  return <DinerPageFrame>{body()}</DinerPageFrame>;
}
