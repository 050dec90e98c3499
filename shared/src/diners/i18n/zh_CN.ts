import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const dinersUi: Translated<typeof en_US.dinersUi> = {
  suggestions: '已有顾客',
  visits: '到访：{{count}}',
  noShows: '未到：{{count}}',
  lastVisit: '上次到访：{{date}}',
  useDiner: '使用此顾客',
};
