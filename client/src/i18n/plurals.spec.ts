import { MESSAGES } from '@covers/shared/i18n';
import { i18n } from './i18n';

/** The client's i18next over the shared messages: `count` picks `_one` / `_other` by the language's plural rules. */
describe('plural messages in the client', () => {
  it('English says 1 booking and 2 bookings, 1 cover and 2 covers', () => {
    expect(i18n.t('common.bookingCount', { count: 1 })).toBe('1 booking');
    expect(i18n.t('common.bookingCount', { count: 2 })).toBe('2 bookings');
    expect(i18n.t('common.coverCount', { count: 1 })).toBe('1 cover');
    expect(i18n.t('common.coverCount', { count: 0 })).toBe('0 covers');
  });

  it('composes counts inside a sentence: the print total and an import summary of one row', () => {
    const total = i18n.t('reservationsUi.printTotal', {
      bookings: i18n.t('common.bookingCount', { count: 1 }),
      covers: i18n.t('common.coverCount', { count: 2 }),
    });
    expect(total).toBe('1 booking, 2 covers');
    expect(i18n.t('reservationsUi.rowsSummary', { count: 1, valid: 1, invalid: 0 })).toBe('1 row: 1 valid, 0 with errors');
  });

  it('a language without plural forms uses its one form for every count', () => {
    i18n.addResourceBundle('zh_CN', 'translation', MESSAGES.zh_CN);
    const zh = i18n.getFixedT('zh_CN');
    expect(zh('common.bookingCount', { count: 1 })).toBe('1 个预订');
    expect(zh('common.bookingCount', { count: 2 })).toBe('2 个预订');
  });
});
