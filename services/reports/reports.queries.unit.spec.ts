import { daysOutside, wholeMonths } from './reports.queries';

describe('whole months of a range', () => {
  it('finds the calendar months a range covers entirely', () => {
    expect(wholeMonths({ from: '2025-01-01', to: '2025-12-31' })).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(wholeMonths({ from: '2025-01-15', to: '2025-04-10' })).toEqual({ from: '2025-02-01', to: '2025-03-31' });
    expect(wholeMonths({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(wholeMonths({ from: '2025-01-15', to: '2025-02-10' })).toBeNull();
    expect(wholeMonths({ from: '2025-12-02', to: '2026-01-31' })).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });
});

describe('the days outside the whole months', () => {
  it('reads the days before the first whole month and after the last one, and none of the days inside', () => {
    expect(daysOutside({ from: '2025-01-15', to: '2025-04-10' }, { from: '2025-02-01', to: '2025-03-31' })).toEqual([
      { from: '2025-01-15', to: '2025-01-31' },
      { from: '2025-04-01', to: '2025-04-10' },
    ]);
    expect(daysOutside({ from: '2025-01-01', to: '2025-12-31' }, { from: '2025-01-01', to: '2025-12-31' })).toEqual([]);
  });
});
