import { LOCALES, MESSAGE_AREAS, translate } from './index';

describe('messages', () => {
  it.each(Object.entries(MESSAGE_AREAS))('area %s has every key, non-empty, in all five locales', (_area, messages) => {
    const reference = Object.keys(messages.en_US).sort();
    for (const locale of LOCALES) {
      const table = messages[locale] as Record<string, string>;
      expect(Object.keys(table).sort()).toEqual(reference);
      for (const key of reference) expect(table[key]?.trim()).toBeTruthy();
    }
  });

  it('translates by lang and falls back to English for an unknown language', () => {
    expect(translate('th_TH', 'errors.tableDoubleBooked')).toBe('โต๊ะถูกจองซ้ำ!');
    expect(translate('xx', 'errors.tableDoubleBooked')).toBe('Table double booked!');
  });
});
