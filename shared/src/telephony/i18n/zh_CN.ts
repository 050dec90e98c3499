import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const telephony: Translated<typeof en_US.telephony> = {
  keyInvalid: '此 API 密钥无效。',
  keyNotFound: '此 API 密钥不存在。',
  keyLimit: '此门店的 API 密钥数量已达上限。请先撤销一个。',
  labelRequired: '请为密钥命名。',
};

export const telephonyUi: Translated<typeof en_US.telephonyUi> = {
  showIncomingCalls: '在控制台显示来电',
  showIncomingCallsHint: '有来电时，本门店的所有屏幕都会显示来电号码及其食客资料。',
  save: '保存',
  settingsSaved: '设置已保存。',
  connection: '连接您的电话系统',
  connectionHint: '您的电话系统在每次来电时向此地址发送 POST 请求，来电号码放在“caller”中，API 密钥放在“key”请求头中。',
  apiKeys: 'API 密钥',
  noKeys: '还没有 API 密钥。',
  keyLabel: '名称',
  keyPrefix: '密钥',
  keyCreated: '创建时间',
  keyCreatedBy: '创建人',
  createKey: '创建 API 密钥',
  create: '创建',
  cancel: '取消',
  newKeyTitle: '您的新 API 密钥',
  newKeyHint: '请立即复制：它只显示这一次。',
  done: '完成',
  revoke: '撤销',
  revokeConfirm: '撤销此密钥？使用它的电话系统将无法再报告来电。',
  keyRevoked: 'API 密钥已撤销。',
  incomingCall: '来电',
  unknownCaller: '不在食客名录中',
  addReservation: '添加预订',
};
