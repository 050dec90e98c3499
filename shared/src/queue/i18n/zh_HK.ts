import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const queue: Translated<typeof en_US.queue> = {
  linkInvalid: '此排隊連結無效。',
  entryNotFound: '該客人不在排隊中。',
  actionNotAllowed: '該客人目前無法進行此操作。',
  alreadyNumbered: '該客人已有排隊號碼。',
  backgroundInvalid: '背景必須是 2048 × 2732 像素、不超過 3 MB 的 JPG 或 PNG 圖片。',
  nameRequired: '請輸入您的姓名。',
  phoneRequired: '請輸入您的電話號碼。',
  bandsOrder: 'B 類的上限必須大於 A 類。',
};

export const queueUi: Translated<typeof en_US.queueUi> = {
  panelTitle: '排隊',
  addParty: '加入排隊',
  pax: '人數',
  name: '姓名',
  phone: '電話',
  empty: '目前沒有人排隊。',
  numberGiven: '號碼 {{label}}',
  groupsAhead: '前面還有 {{count}} 組',
  waitMinutes: '約 {{minutes}} 分鐘',
  joinedAt: '{{time}} 加入',
  called: '已叫號',
  waiting: '{{count}} 組等候中',
  running: '排隊',
  category: '{{category}} 類',
  action_offer: '安排餐桌',
  action_ping: '呼叫',
  action_ping_unanswered: '無回應',
  action_seat: '入座',
  action_remove: '移除',
  action_switch_to_waitlist: '轉入候補',
  action_switch_to_reservation: '轉為訂座',
  seatTitle: '為 {{label}} 安排入座',
  tables: '餐桌',
  checkInTitle: '在 {{outlet}} 排隊',
  checkInSubmit: '加入排隊',
  yourNumber: '您的號碼',
  checkInAgain: '為另一組客人登記',
};
