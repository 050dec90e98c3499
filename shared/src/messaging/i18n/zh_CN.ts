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
  reminder_subject: '提醒：您的预订',
  reminder_text: '{{diner_name}}，您好！提醒您 {{booking_time}} 的 {{party_size}} 人预订。预订编号：{{booking_number}}。',
  reminder_sms: '提醒：{{booking_time}}，{{party_size}} 人。编号 {{booking_number}}。',
  cancellation_subject: '您的预订已取消',
  cancellation_text: '{{diner_name}}，您好！您 {{booking_time}} 的 {{party_size}} 人预订 {{booking_number}} 已取消。',
  cancellation_sms: '已取消：{{booking_time}}，{{party_size}} 人。编号 {{booking_number}}。',
  ping_subject: '您的餐桌',
  ping_text: '{{diner_name}}，您好！关于您 {{booking_time}} 的 {{party_size}} 人预订，请告诉我们您是否会到店。',
  ping_sms: '关于您 {{booking_time}} 的 {{party_size}} 人预订：请告诉我们您是否会到店。',
};

export const messagingUi: Translated<typeof en_US.messagingUi> = {
  section: '发给食客的消息',
  noMessages: '暂无消息。',
  notSent: '未发送（开发发件箱）',
  history: '记录',
  state_queued: '排队中',
  state_sent: '已发送',
  state_delivered: '已送达',
  state_failed: '失败',
  state_answered: '已接听',
  state_no_answer: '无人接听',
  kind_confirmation: '确认',
  kind_change: '预订变更',
  kind_ping: '提醒电话',
  kind_ping_sms: '提醒短信',
  kind_resend: '重新发送',
  channel_email: '电子邮件',
  channel_sms: '短信',
  channel_voice: '语音电话',
};
