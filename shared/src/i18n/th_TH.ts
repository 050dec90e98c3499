import type { TranslationOf } from './define-messages';
import type { en_US } from './en_US';
import * as access from '../access/i18n/th_TH';
import * as availability from '../availability/i18n/th_TH';
import * as common from '../common/i18n/th_TH';
import * as diners from '../diners/i18n/th_TH';
import * as online from '../online/i18n/th_TH';
import * as telephony from '../telephony/i18n/th_TH';
import * as feedback from '../feedback/i18n/th_TH';
import * as reports from '../reports/i18n/th_TH';
import * as vouchers from '../vouchers/i18n/th_TH';
import * as messaging from '../messaging/i18n/th_TH';
import * as notifications from '../notifications/i18n/th_TH';
import * as queue from '../queue/i18n/th_TH';
import * as floor from '../floor/i18n/th_TH';
import * as login from '../login/i18n/th_TH';
import * as reservations from '../reservations/i18n/th_TH';
import * as shell from '../shell/i18n/th_TH';

/** Every context's strings in Thai, by area: one i18next translation. */
export const th_TH: TranslationOf<typeof en_US> = {
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
