import type { TranslationOf } from './define-messages';
import type { en_US } from './en_US';
import * as access from '../access/i18n/zh_HK';
import * as availability from '../availability/i18n/zh_HK';
import * as common from '../common/i18n/zh_HK';
import * as diners from '../diners/i18n/zh_HK';
import * as online from '../online/i18n/zh_HK';
import * as telephony from '../telephony/i18n/zh_HK';
import * as feedback from '../feedback/i18n/zh_HK';
import * as reports from '../reports/i18n/zh_HK';
import * as vouchers from '../vouchers/i18n/zh_HK';
import * as messaging from '../messaging/i18n/zh_HK';
import * as notifications from '../notifications/i18n/zh_HK';
import * as queue from '../queue/i18n/zh_HK';
import * as floor from '../floor/i18n/zh_HK';
import * as login from '../login/i18n/zh_HK';
import * as reservations from '../reservations/i18n/zh_HK';
import * as shell from '../shell/i18n/zh_HK';

/** Every context's strings in Traditional Chinese (Hong Kong), by area: one i18next translation. */
export const zh_HK: TranslationOf<typeof en_US> = {
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
