export const AGE_BANDS = ['<25', '25-34', '35-44', '45-54', '55-64', '65-74', '>75'] as const;
export const VISIT_COUNT_OPERATORS = ['lt', 'eq', 'gt'] as const;
export const DATE_PRESETS = [
  { key: 'last1', days: -1 },
  { key: 'last7', days: -7 },
  { key: 'last14', days: -14 },
  { key: 'last30', days: -30 },
  { key: 'last60', days: -60 },
  { key: 'last180', days: -180 },
  { key: 'next7', days: 7 },
  { key: 'next30', days: 30 },
] as const;
