import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const queue: Translated<typeof en_US.queue> = {
  linkInvalid: '此排队链接无效。',
  entryNotFound: '该客人不在排队中。',
  actionNotAllowed: '该客人目前无法进行此操作。',
  alreadyNumbered: '该客人已有排队号码。',
  backgroundInvalid: '背景必须是 2048 × 2732 像素、不超过 3 MB 的 JPG 或 PNG 图片。',
  nameRequired: '请输入您的姓名。',
  phoneRequired: '请输入您的电话号码。',
  bandsOrder: 'B 类的上限必须大于 A 类。',
};

export const queueUi: Translated<typeof en_US.queueUi> = {
  panelTitle: '排队',
  addParty: '加入排队',
  pax: '人数',
  name: '姓名',
  phone: '电话',
  empty: '目前没有人排队。',
  numberGiven: '号码 {{label}}',
  groupsAhead: '前面还有 {{count}} 组',
  waitMinutes: '约 {{minutes}} 分钟',
  joinedAt: '{{time}} 加入',
  called: '已叫号',
  waiting: '{{count}} 组等候中',
  running: '排队',
  category: '{{category}} 类',
  action_offer: '安排餐桌',
  action_ping: '呼叫',
  action_ping_unanswered: '无应答',
  action_seat: '入座',
  action_remove: '移除',
  action_switch_to_waitlist: '转入候补',
  action_switch_to_reservation: '转为预订',
  seatTitle: '为 {{label}} 安排入座',
  tables: '餐桌',
  checkInTitle: '在 {{outlet}} 排队',
  checkInSubmit: '加入排队',
  yourNumber: '您的号码',
  checkInAgain: '为另一组客人登记',
};
