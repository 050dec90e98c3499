import type { Translated } from '../../i18n/define-messages';
import type * as en_US from './en_US';

export const dinersUi: Translated<typeof en_US.dinersUi> = {
  suggestions: 'ลูกค้าที่มีอยู่',
  visits: 'มาแล้ว: {{count}} ครั้ง',
  noShows: 'ไม่มา: {{count}} ครั้ง',
  lastVisit: 'มาครั้งล่าสุด: {{date}}',
  useDiner: 'ใช้ลูกค้ารายนี้',
};
