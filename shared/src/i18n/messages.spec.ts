import { LOCALES, MESSAGES, PLURAL_CATEGORIES, translate } from './index';

const PLURAL_FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);
/** The plural forms a locale's language uses (CLDR, as i18next asks Intl): English one and other, Chinese, Thai and Indonesian other only. */
const formsOf = (locale: string) => new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories;

describe('messages', () => {
  it.each(Object.keys(MESSAGES.en_US))(
    'area %s has every key, non-empty, in all five locales (plural forms as each language needs)',
    (area) => {
      const english = MESSAGES.en_US[area as keyof typeof MESSAGES.en_US];
      const plurals = new Set(Object.keys(english).flatMap((key) => PLURAL_FORM.exec(key)?.[1] ?? []));
      const singular = Object.keys(english).filter((key) => !PLURAL_FORM.test(key));
      for (const locale of LOCALES) {
        const table = MESSAGES[locale][area as keyof typeof MESSAGES.en_US] as Record<string, string | undefined>;
        const expected = [...singular, ...[...plurals].flatMap((base) => formsOf(locale).map((form) => `${base}_${form}`))].sort();
        expect(Object.keys(table).sort()).toEqual(expected);
        for (const key of expected) expect(table[key]?.trim()).toBeTruthy();
      }
    },
  );

  it('translates by lang and falls back to English for an unknown language', () => {
    expect(translate('th_TH', 'errors.tableDoubleBooked')).toBe('โต๊ะถูกจองซ้ำ!');
    expect(translate('xx', 'errors.tableDoubleBooked')).toBe('Table double booked!');
  });

  it('picks the plural form by count: 1 booking, 2 bookings; one form where the language has one', () => {
    expect(translate('en_US', 'common.bookingCount', { count: 1 })).toBe('1 booking');
    expect(translate('en_US', 'common.bookingCount', { count: 2 })).toBe('2 bookings');
    expect(translate('en_US', 'common.coverCount', { count: 0 })).toBe('0 covers');
    expect(translate('zh_CN', 'common.bookingCount', { count: 1 })).toBe('1 个预订');
    expect(translate('th_TH', 'common.bookingCount', { count: 2 })).toBe('2 การจอง');
  });
});
