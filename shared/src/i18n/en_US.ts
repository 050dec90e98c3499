import * as access from '../access/i18n/en_US';
import * as availability from '../availability/i18n/en_US';
import * as common from '../common/i18n/en_US';
import * as diners from '../diners/i18n/en_US';
import * as online from '../online/i18n/en_US';
import * as telephony from '../telephony/i18n/en_US';
import * as feedback from '../feedback/i18n/en_US';
import * as reports from '../reports/i18n/en_US';
import * as vouchers from '../vouchers/i18n/en_US';
import * as messaging from '../messaging/i18n/en_US';
import * as notifications from '../notifications/i18n/en_US';
import * as queue from '../queue/i18n/en_US';
import * as floor from '../floor/i18n/en_US';
import * as login from '../login/i18n/en_US';
import * as reservations from '../reservations/i18n/en_US';
import * as shell from '../shell/i18n/en_US';

/** Every context's strings in English, by area: one i18next translation. */
export const en_US = {
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
