import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const messaging: Translated<typeof en_US.messaging> = {
  noPhone: '此预订没有可拨打或发短信的电话号码。',
  noEmail: '此预订没有电子邮件地址。',
  webhookUnsigned: '该请求未经消息服务商签名。',
};

export const messageDefaults: Translated<typeof en_US.messageDefaults> = {
  confirmation_subject: '您的预订已确认',
  confirmation_text: '{{diner_name}}，您好！您已预订 {{booking_time}} 的 {{party_size}} 人餐桌。预订编号：{{booking_number}}。',
  confirmation_sms: '已预订：{{booking_time}}，{{party_size}} 人。编号 {{booking_number}}。',
  change_subject: '您的预订已更改',
  change_text: '{{diner_name}}，您好！您的预订 {{booking_number}} 已改为 {{booking_time}}，{{party_size}} 人。',
  change_sms: '已更改：{{booking_time}}，{{party_size}} 人。编号 {{booking_number}}。',
  ping_subject: '您的餐桌',
  ping_text: '{{diner_name}}，您好！关于您 {{booking_time}} 的 {{party_size}} 人预订，请告诉我们您是否会到店。',
  ping_sms: '关于您 {{booking_time}} 的 {{party_size}} 人预订：请告诉我们您是否会到店。',
  resend_subject: '您的预订',
  resend_text: '{{diner_name}}，您好！您已预订 {{booking_time}} 的 {{party_size}} 人餐桌。预订编号：{{booking_number}}。',
  resend_sms: '您的预订：{{booking_time}}，{{party_size}} 人。编号 {{booking_number}}。',
  notSent: '开发发件箱：未发送',
};
