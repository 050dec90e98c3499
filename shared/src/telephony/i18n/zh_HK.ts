import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const telephony: Translated<typeof en_US.telephony> = {
  keyInvalid: '此 API 密鑰無效。',
  keyNotFound: '此 API 密鑰不存在。',
  keyLimit: '此分店的 API 密鑰數量已達上限。請先撤銷一個。',
  labelRequired: '請為密鑰命名。',
};

export const telephonyUi: Translated<typeof en_US.telephonyUi> = {
  showIncomingCalls: '在控制台顯示來電',
  showIncomingCallsHint: '有來電時，本分店的所有螢幕都會顯示來電號碼及其食客資料。',
  save: '儲存',
  settingsSaved: '設定已儲存。',
  connection: '連接您的電話系統',
  connectionHint: '您的電話系統在每次來電時向此地址發送 POST 請求，來電號碼放在「caller」中，API 密鑰放在「key」標頭中。',
  apiKeys: 'API 密鑰',
  noKeys: '尚未有 API 密鑰。',
  keyLabel: '名稱',
  keyPrefix: '密鑰',
  keyCreated: '建立時間',
  keyCreatedBy: '建立者',
  createKey: '建立 API 密鑰',
  create: '建立',
  cancel: '取消',
  newKeyTitle: '您的新 API 密鑰',
  newKeyHint: '請立即複製：它只會顯示這一次。',
  done: '完成',
  revoke: '撤銷',
  revokeConfirm: '撤銷此密鑰？使用它的電話系統將無法再報告來電。',
  keyRevoked: 'API 密鑰已撤銷。',
  incomingCall: '來電',
  unknownCaller: '不在食客名錄中',
  addReservation: '新增預訂',
};
