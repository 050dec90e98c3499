import type { TranslationOf } from './define-messages';
import type { en_US } from './en_US';
import * as access from '../access/i18n/id_ID';
import * as availability from '../availability/i18n/id_ID';
import * as common from '../common/i18n/id_ID';
import * as diners from '../diners/i18n/id_ID';
import * as online from '../online/i18n/id_ID';
import * as telephony from '../telephony/i18n/id_ID';
import * as feedback from '../feedback/i18n/id_ID';
import * as reports from '../reports/i18n/id_ID';
import * as vouchers from '../vouchers/i18n/id_ID';
import * as messaging from '../messaging/i18n/id_ID';
import * as notifications from '../notifications/i18n/id_ID';
import * as queue from '../queue/i18n/id_ID';
import * as floor from '../floor/i18n/id_ID';
import * as login from '../login/i18n/id_ID';
import * as reservations from '../reservations/i18n/id_ID';
import * as shell from '../shell/i18n/id_ID';

/** Every context's strings in Indonesian, by area: one i18next translation. */
export const id_ID: TranslationOf<typeof en_US> = {
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
