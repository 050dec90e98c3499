import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const access: Translated<typeof en_US.access> = {
  verificationCodeText: '您的 Covers 驗證碼是 {{code}}，5 分鐘內有效。',
  resetLinkText: '請使用此連結重設您的 Covers 密碼（1 小時內有效）：{{link}}',
  accessTypeNameTaken: '此權限類型已存在。',
  accessTypeCreated: '權限類型已建立。',
  accessTypeUpdated: '權限類型已更新。',
  accessTypeDeleted: '權限類型已刪除。',
  userCreated: '用戶已建立。',
  userUpdated: '用戶已更新。',
  userDeleted: '用戶已刪除。',
  unassigned: '未分配',
  levelAll: '完全存取',
  levelView: '僅檢視',
  levelNone: '無存取權限',
};
