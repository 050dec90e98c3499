import { presetRange, previousRange } from './report-range';

describe('report ranges', () => {
  it('ends "last N days" today and starts "next N days" tomorrow', () => {
    expect(presetRange('last1', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetRange('last7', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetRange('next30', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-30' });
  });

  it('compares with as many days just before', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-07' })).toEqual({ from: '2026-02-22', to: '2026-02-28' });
  });
});
