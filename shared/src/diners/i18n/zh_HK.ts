import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const dinersUi: Translated<typeof en_US.dinersUi> = {
  suggestions: '現有顧客',
  visits: '到訪：{{count}}',
  noShows: '未到：{{count}}',
  lastVisit: '上次到訪：{{date}}',
  useDiner: '使用此顧客',
};
