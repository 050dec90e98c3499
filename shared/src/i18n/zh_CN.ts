import type { TranslationOf } from './define-messages';
import type { en_US } from './en_US';
import * as access from '../access/i18n/zh_CN';
import * as availability from '../availability/i18n/zh_CN';
import * as common from '../common/i18n/zh_CN';
import * as diners from '../diners/i18n/zh_CN';
import * as online from '../online/i18n/zh_CN';
import * as telephony from '../telephony/i18n/zh_CN';
import * as feedback from '../feedback/i18n/zh_CN';
import * as reports from '../reports/i18n/zh_CN';
import * as vouchers from '../vouchers/i18n/zh_CN';
import * as messaging from '../messaging/i18n/zh_CN';
import * as notifications from '../notifications/i18n/zh_CN';
import * as queue from '../queue/i18n/zh_CN';
import * as floor from '../floor/i18n/zh_CN';
import * as login from '../login/i18n/zh_CN';
import * as reservations from '../reservations/i18n/zh_CN';
import * as shell from '../shell/i18n/zh_CN';

/** Every context's strings in Simplified Chinese, by area: one i18next translation. */
export const zh_CN: TranslationOf<typeof en_US> = {
  ...common,
  ...shell,
  ...access,
  ...login,
  ...floor,
  ...availability,
  ...reservations,
  ...diners,
  ...online,
  ...telephony,
  ...feedback,
  ...reports,
  ...vouchers,
  ...messaging,
  ...notifications,
  ...queue,
};
