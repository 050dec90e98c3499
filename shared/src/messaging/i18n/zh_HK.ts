import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const messaging: Translated<typeof en_US.messaging> = {
  noPhone: '此預訂沒有可致電或發短訊的電話號碼。',
  noEmail: '此預訂沒有電郵地址。',
  webhookUnsigned: '該請求未經訊息服務商簽署。',
};

export const messageDefaults: Translated<typeof en_US.messageDefaults> = {
  confirmation_subject: '您的預訂已確認',
  confirmation_text: '{{diner_name}}，您好！您已預訂 {{booking_time}} 的 {{party_size}} 人餐桌。預訂編號：{{booking_number}}。',
  confirmation_sms: '已預訂：{{booking_time}}，{{party_size}} 人。編號 {{booking_number}}。',
  change_subject: '您的預訂已更改',
  change_text: '{{diner_name}}，您好！您的預訂 {{booking_number}} 已改為 {{booking_time}}，{{party_size}} 人。',
  change_sms: '已更改：{{booking_time}}，{{party_size}} 人。編號 {{booking_number}}。',
  reminder_subject: '提示：您的預訂',
  reminder_text: '{{diner_name}}，您好！提示您 {{booking_time}} 的 {{party_size}} 人預訂。預訂編號：{{booking_number}}。',
  reminder_sms: '提示：{{booking_time}}，{{party_size}} 人。編號 {{booking_number}}。',
  cancellation_subject: '您的預訂已取消',
  cancellation_text: '{{diner_name}}，您好！您 {{booking_time}} 的 {{party_size}} 人預訂 {{booking_number}} 已取消。',
  cancellation_sms: '已取消：{{booking_time}}，{{party_size}} 人。編號 {{booking_number}}。',
  ping_subject: '您的餐桌',
  ping_text: '{{diner_name}}，您好！關於您 {{booking_time}} 的 {{party_size}} 人預訂，請告訴我們您是否會到店。',
  ping_sms: '關於您 {{booking_time}} 的 {{party_size}} 人預訂：請告訴我們您是否會到店。',
};

export const messagingUi: Translated<typeof en_US.messagingUi> = {
  section: '發給食客的訊息',
  noMessages: '暫無訊息。',
  notSent: '未發送（開發寄件匣）',
  history: '記錄',
  state_queued: '排隊中',
  state_sent: '已發送',
  state_delivered: '已送達',
  state_failed: '失敗',
  state_answered: '已接聽',
  state_no_answer: '無人接聽',
  kind_confirmation: '確認',
  kind_change: '預訂變更',
  kind_ping: '提醒電話',
  kind_ping_sms: '提醒短訊',
  kind_resend: '重新發送',
  channel_email: '電郵',
  channel_sms: '短訊',
  channel_voice: '語音電話',
};
