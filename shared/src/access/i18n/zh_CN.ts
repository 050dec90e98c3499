import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const access: Translated<typeof en_US.access> = {
  verificationCodeText: '您的 Covers 验证码是 {{code}}，5 分钟内有效。',
  resetLinkText: '请使用此链接重置您的 Covers 密码（1 小时内有效）：{{link}}',
  accessTypeNameTaken: '此权限类型已存在。',
  accessTypeCreated: '权限类型已创建。',
  accessTypeUpdated: '权限类型已更新。',
  accessTypeDeleted: '权限类型已删除。',
  userCreated: '用户已创建。',
  userUpdated: '用户已更新。',
  userDeleted: '用户已删除。',
  unassigned: '未分配',
  levelAll: '完全访问',
  levelView: '仅查看',
  levelNone: '无访问权限',
};
