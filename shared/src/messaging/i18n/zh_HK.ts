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
  ping_subject: '您的餐桌',
  ping_text: '{{diner_name}}，您好！關於您 {{booking_time}} 的 {{party_size}} 人預訂，請告訴我們您是否會到店。',
  ping_sms: '關於您 {{booking_time}} 的 {{party_size}} 人預訂：請告訴我們您是否會到店。',
  resend_subject: '您的預訂',
  resend_text: '{{diner_name}}，您好！您已預訂 {{booking_time}} 的 {{party_size}} 人餐桌。預訂編號：{{booking_number}}。',
  resend_sms: '您的預訂：{{booking_time}}，{{party_size}} 人。編號 {{booking_number}}。',
  notSent: '開發寄件匣：未發送',
};
