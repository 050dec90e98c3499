import {
  bookingTimeText,
  defaultTemplate,
  fieldMessages,
  fillTemplate,
  LOCALES,
  MESSAGE_TEMPLATES,
  messageTemplateSaveRequest,
  SEND_MODES,
  MARKETING_INSERTS,
  TEMPLATE_INSERTS,
  withUnsubscribeLine,
  type Locale,
  type MessageTemplate,
  type MessageTemplateText,
  type TemplateInsert,
} from '@covers/shared';
import { Button, Card, Form, Input, Radio, Select, Space, Spin, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../i18n/i18n';
import { useMayEdit } from '../../../session/permissions';
import { SmsCounter } from '../components/SmsCounter';
import { useMessageTemplates, useSaveTemplate } from '../hooks/use-message-settings';
import '../messaging.css';

/** A confirmation link as long as a real one (its sealed token), so the SMS counter counts what diners will get. */
const SAMPLE_CONFIRMATION_PATH =
  '/confirm/hHDm3kO0hW923uVj.1OtfGEJsd3TLOwx0a_R3lw6lkVyWjNDhio4y6GVVHFlGzHaOqITEx0VelN0EqooSgGIFfy4k1Vw3wDWIWJ14-5rVnz1U3Wgo.H-7yOYYlO5Qqs5R5ssRBIQ';

/** An unsubscribe link as long as a real one: a marketing message ends with it, and the SMS counter counts it. */
const SAMPLE_UNSUBSCRIBE_PATH =
  '/unsubscribe/ykywxVl8F12ctoWU.wJx_WFrdVgVh1VACEKeyQICD33HBAMxEsu2xQIp8dYNgDILHWeBBA7mISYAPfqBvLClHpP5CfD14s7uSJwsv0XAaehEkGpn9e2I.NYriuHTWM5NyBjFInEO3fw';

type Text = Pick<MessageTemplateText, 'title' | 'send_mode' | 'standard_message' | 'sms_message'>;
type TextField = 'title' | 'standard_message' | 'sms_message';

/** /message: the outlet's message templates, per template and language, with inserts, a live preview and the SMS counter. */
export default function MessageTemplatesPage() {
  const { t } = useTranslation();
  const templates = useMessageTemplates().data?.templates;
  const [template, setTemplate] = useState<MessageTemplate>('confirmation');
  const [language, setLanguage] = useState<Locale>('en_US');
  if (!templates) return <Spin />;
  const stored = templates.find((x) => x.template === template && x.language === language) ?? defaultTemplate(template, language);
  return (
    <div className="message-templates" data-testid="message-templates">
      <Card>
        <Space wrap>
          <Select
            value={template}
            onChange={setTemplate}
            options={MESSAGE_TEMPLATES.map((value) => ({ value, label: t(`messagingUi.template_${value}`) }))}
            aria-label={t('messagingUi.templateLabel')}
            data-testid="template-select"
          />
          <Select
            value={language}
            onChange={setLanguage}
            options={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            aria-label={t('messagingUi.languageLabel')}
            data-testid="template-language"
          />
          <Tag color={stored.custom ? 'blue' : 'default'}>{t(stored.custom ? 'messagingUi.customised' : 'messagingUi.usingDefault')}</Tag>
        </Space>
      </Card>
      {/* Another template, language or saved text starts the form again. */}
      <TemplateEditor key={JSON.stringify(stored)} stored={stored} />
    </div>
  );
}

/** One template in one language: its fields, the inserts, the live preview with sample values and the SMS counter. */
function TemplateEditor({ stored }: { stored: MessageTemplateText }) {
  const { t } = useTranslation();
  const mayEdit = useMayEdit('servicesAndSlots');
  const saving = useSaveTemplate(() => t('messagingUi.templateSaved'));
  const { template, language } = stored;
  const { title, send_mode, standard_message, sms_message } = stored;
  const [text, setText] = useState<Text>({ title, send_mode, standard_message, sms_message });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const focused = useRef<TextField>('standard_message');

  const sample = {
    diner_name: t('messagingUi.previewDinerName'),
    party_size: '4',
    booking_number: 'C4036F1B',
    booking_time: bookingTimeText('2031-04-09', 19 * 60 + 30, language),
    confirmation_link: `${window.location.origin}${SAMPLE_CONFIRMATION_PATH}`,
  };
  const marketing = template === 'marketing';
  const unsubscribeLink = `${window.location.origin}${SAMPLE_UNSUBSCRIBE_PATH}`;
  /** What the diner reads: a marketing message ends with its unsubscribe line. */
  const asSent = (channel: 'email' | 'sms', filled: string) =>
    marketing ? withUnsubscribeLine(channel, filled, language, unsubscribeLink) : filled;
  const insert = (name: TemplateInsert) => setText({ ...text, [focused.current]: `${text[focused.current]}{{${name}}}` });
  const save = () => {
    const body = { template, language, ...text };
    const parsed = messageTemplateSaveRequest.safeParse(body);
    setErrors(parsed.success ? {} : fieldMessages(parsed.error));
    if (parsed.success) saving.mutate(body);
  };
  const field = (name: TextField, label: string, rows: number) => (
    <Form.Item
      htmlFor={`template-${name}`}
      label={label}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name] ? t(errors[name]) : undefined}
      extra={name === 'sms_message' ? <SmsCounter text={asSent('sms', fillTemplate(text.sms_message, sample))} /> : undefined}
    >
      {rows === 1 ? (
        <Input
          id={`template-${name}`}
          value={text[name]}
          disabled={!mayEdit}
          onFocus={() => (focused.current = name)}
          onChange={(e) => setText({ ...text, [name]: e.target.value })}
          data-testid={`template-${name}`}
        />
      ) : (
        <Input.TextArea
          id={`template-${name}`}
          value={text[name]}
          rows={rows}
          disabled={!mayEdit}
          onFocus={() => (focused.current = name)}
          onChange={(e) => setText({ ...text, [name]: e.target.value })}
          data-testid={`template-${name}`}
        />
      )}
    </Form.Item>
  );

  return (
    <div className="message-templates-body">
      <Card>
        <Form layout="vertical">
          {field('title', t('messagingUi.titleLabel'), 1)}
          <Form.Item label={t('messagingUi.sendModeLabel')}>
            <Radio.Group
              value={text.send_mode}
              disabled={!mayEdit}
              onChange={(e) => setText({ ...text, send_mode: e.target.value })}
              options={SEND_MODES.map((value) => ({ value, label: t(`messagingUi.sendMode_${value}`) }))}
              data-testid="template-send-mode"
            />
          </Form.Item>
          <Form.Item label={t('messagingUi.insertsLabel')}>
            <Space wrap size={4}>
              {(marketing ? MARKETING_INSERTS : TEMPLATE_INSERTS).map((name) => (
                <Button key={name} size="small" disabled={!mayEdit} onClick={() => insert(name)} data-testid={`insert-${name}`}>
                  {t(`messagingUi.insert_${name}`)}
                </Button>
              ))}
            </Space>
          </Form.Item>
          {field('standard_message', t('messagingUi.standardLabel'), 5)}
          {field('sms_message', t('messagingUi.smsLabel'), 3)}
          {mayEdit && (
            <Button type="primary" loading={saving.isPending} onClick={save} data-testid="template-save">
              {t('messagingUi.save')}
            </Button>
          )}
        </Form>
      </Card>
      <Card title={t('messagingUi.preview')} data-testid="template-preview">
        <Typography.Title level={5}>{fillTemplate(text.title, sample)}</Typography.Title>
        <Typography.Paragraph className="message-preview-text">
          {asSent('email', fillTemplate(text.standard_message, sample))}
        </Typography.Paragraph>
        <Typography.Paragraph className="message-preview-sms" data-testid="template-preview-sms">
          {asSent('sms', fillTemplate(text.sms_message, sample))}
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
