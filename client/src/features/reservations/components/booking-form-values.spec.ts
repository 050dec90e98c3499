import dayjs from 'dayjs';
import { changedFields, fromDraft, toRequestFields } from './booking-form-values';

describe('booking form values', () => {
  it('sends trimmed, non-empty fields with HH:mm times; waitlist adds kind and present', () => {
    const values = {
      date: dayjs('2026-12-24'),
      time: dayjs('2026-12-24T19:30'),
      last_name: ' Tan ',
      first_name: '',
      adults: 2,
      children: 0,
      table_ids: ['t1'],
      present: true,
    };
    expect(toRequestFields(values, 'reservation')).toEqual({
      date: '2026-12-24',
      time: '19:30',
      last_name: 'Tan',
      adults: 2,
      children: 0,
      table_ids: ['t1'],
    });
    expect(toRequestFields(values, 'waitlist')).toMatchObject({ kind: 'waitlist', present: true });
    expect(toRequestFields(values, 'walk_in')).not.toHaveProperty('date');
  });

  it('edits send only what changed, a new day as new_date', () => {
    const before = { date: dayjs('2026-12-24'), time: dayjs('2026-12-24T19:30'), last_name: 'Tan', adults: 2, table_ids: ['t1'] };
    const after = { ...before, date: dayjs('2026-12-25'), adults: 4, remarks: 'Window' };
    expect(changedFields(before, after)).toEqual({ new_date: '2026-12-25', adults: 4, remarks: 'Window' });
    expect(changedFields(before, { ...before, last_name: '' })).toEqual({ last_name: '' });
  });

  it('a draft comes back into the form', () => {
    const values = fromDraft({ date: '2026-12-24', time: '19:30', last_name: 'Tan', adults: '3', vip: true, table_ids: ['t1'] });
    expect(values.time?.format('HH:mm')).toBe('19:30');
    expect(values.adults).toBe(3);
    expect(values.vip).toBe(true);
  });
});
