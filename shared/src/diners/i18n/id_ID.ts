import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const dinersUi: Translated<typeof en_US.dinersUi> = {
  suggestions: 'Tamu terdaftar',
  visits: 'Kunjungan: {{count}}',
  noShows: 'Tidak datang: {{count}}',
  lastVisit: 'Kunjungan terakhir: {{date}}',
  useDiner: 'Gunakan tamu ini',
};
