import { fieldMessages } from './field-messages';
import { calendarDate, clockTime, formBoolean, isCalendarDate } from './form-values';
import { uacSaveAccessTypeSchema } from '../access/access.schemas';
import {
  calendarInfoRequest,
  dayNoteRequest,
  quickEditRequest,
  recommendTableRequest,
  sessionAddRequest,
  specialDateSetRequest,
  tableForbiddenSetRequest,
  timeSlotsRequest,
} from '../availability/availability.schemas';
import { sectionAddRequest, sectionMoveRequest } from '../floor/floor.schemas';
import { doLoginSchema } from '../login/login.schemas';
import { importRequest, reservationImportRowSchema } from '../reservations/reservation-import';
import {
  addTransactionRequest,
  editTransactionRequest,
  listRequest,
  moveReservationRequest,
  searchTransactionRequest,
} from '../reservations/reservations.schemas';
import type { z } from 'zod';

/** The per-field refusal the gateway would answer, or 'accepted'. */
function refusal(schema: z.ZodType, input: Record<string, unknown>): Record<string, string> | 'accepted' {
  const parsed = schema.safeParse(input);
  return parsed.success ? 'accepted' : fieldMessages(parsed.error);
}

const booking = { date: '2027-02-27', time: '19:30', last_name: 'Tan', adults: '2', taken_by: 'Alice' };
const service = {
  name: 'Dinner',
  startMinute: '1080',
  endMinute: '1320',
  repeatDays: ['1'],
  covers: { minPartySize: '1', maxPartySize: '8', totalCovers: '60', maxCoversPerInterval: '20' },
};

describe('calendar dates and clock times', () => {
  it.each(['2027-02-28', '2028-02-29', '2026-12-31', '2027-01-01'])('accepts the real date %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
    expect(calendarDate.safeParse(date).success).toBe(true);
  });

  it.each(['2027-02-30', '2027-02-29', '2027-04-31', '2027-13-01', '2027-00-10', '0000-00-00', '2027-1-01', '2027-02-30T00:00', ''])(
    'refuses the impossible date %j',
    (date) => expect(calendarDate.safeParse(date).success).toBe(false),
  );

  it.each(['24:00', '24:61', '12:60', '7:30', '19:30:00'])('refuses the impossible time %j', (time) =>
    expect(clockTime.safeParse(time).success).toBe(false),
  );

  it('refuses Feb 30 on every kind of request that names a date', () => {
    expect(refusal(addTransactionRequest, { ...booking, date: '2027-02-30' })).toEqual({ date: 'validation.invalidValue' });
    expect(refusal(editTransactionRequest, { reservation_id: crypto.randomUUID(), date: '2027-02-27', new_date: '2027-02-30' })).toEqual({
      new_date: 'validation.invalidValue',
    });
    expect(refusal(moveReservationRequest, { reservation_id: crypto.randomUUID(), date: '2027-02-27', new_time: '24:61' })).toEqual({
      new_time: 'validation.invalidValue',
    });
    expect(refusal(listRequest, { date: '2027-13-01' })).toEqual({ date: 'validation.invalidValue' });
    expect(refusal(timeSlotsRequest, { date: '2027-13-01', pax: '2' })).toEqual({ date: 'validation.invalidValue' });
    expect(refusal(recommendTableRequest, { date: '2027-00-01', time: '1140', pax: '2' })).toEqual({ date: 'validation.invalidValue' });
    expect(refusal(calendarInfoRequest, { from: '0000-00-00', to: '2027-01-31' })).toEqual({ from: 'validation.invalidValue' });
    expect(refusal(reservationImportRowSchema, { ...booking, date: '2027-02-30' })).toEqual({ date: 'validation.invalidValue' });
  });
});

describe('NUL bytes', () => {
  it('are refused in every kind of text field', () => {
    expect(refusal(addTransactionRequest, { ...booking, remarks: 'a\u0000b' })).toEqual({ remarks: 'validation.invalidValue' });
    expect(refusal(addTransactionRequest, { ...booking, table_ids: 'T1,T\u00002' })).toEqual({ 'table_ids.1': 'validation.invalidValue' });
    expect(refusal(searchTransactionRequest, { query: 'Tan\u0000' })).toEqual({ query: 'validation.invalidValue' });
    expect(refusal(dayNoteRequest, { date: '2027-02-27', note: '\u0000' })).toEqual({ note: 'validation.invalidValue' });
    expect(refusal(sessionAddRequest, { ...service, name: 'Din\u0000ner' })).toEqual({ name: 'validation.invalidValue' });
    expect(refusal(sectionAddRequest, { planId: 'p1', name: 'Patio\u0000' })).toEqual({ name: 'validation.invalidValue' });
    expect(refusal(uacSaveAccessTypeSchema, { name: 'Host\u0000', permissions: {} })).toMatchObject({ name: 'validation.invalidValue' });
    expect(refusal(doLoginSchema, { user_id: 'alice', password: 'pass\u0000word' })).toEqual({ password: 'validation.invalidValue' });
    expect(refusal(listRequest, { date: '2027-02-27', username: 'a\u0000' })).toEqual({ username: 'validation.invalidValue' });
  });
});

describe('booleans', () => {
  it.each([true, false, 'true', 'false'])('accepts %j, as the console sends it', (value) =>
    expect(formBoolean.safeParse(value).success).toBe(true),
  );

  it.each(['maybe', 'yes', 'on', '1', '', 'TRUE'])('refuses %j rather than reading it as false', (value) => {
    expect(formBoolean.safeParse(value).success).toBe(false);
    expect(refusal(addTransactionRequest, { ...booking, vip: value })).toEqual({ vip: 'validation.invalidValue' });
  });

  it('is strict in the import too', () => {
    expect(refusal(importRequest, { rows: [{}], book_anyway: 'on' })).toEqual({ book_anyway: 'validation.invalidValue' });
  });
});

describe('lists', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

  it('are bounded', () => {
    expect(refusal(tableForbiddenSetRequest, { date: '2027-02-27', tableIds: ids(1000) })).toEqual({ tableIds: 'validation.tooLong' });
    expect(refusal(tableForbiddenSetRequest, { date: '2027-02-27', tableIds: ids(20) })).toBe('accepted');
    expect(refusal(sectionMoveRequest, { planId: 'p1', sectionId: 's1', tableIds: ids(1000).join(',') })).toEqual({
      tableIds: 'validation.tooLong',
    });
    expect(refusal(addTransactionRequest, { ...booking, table_ids: ids(13) })).toEqual({ table_ids: 'validation.tooLong' });
    expect(refusal(sessionAddRequest, { ...service, repeatDays: Array(8).fill('1') })).toEqual({ repeatDays: 'validation.tooLong' });
  });
});

describe('unknown keys', () => {
  it('are refused at every level, not only the top', () => {
    expect(refusal(sessionAddRequest, service)).toBe('accepted');
    expect(refusal(sessionAddRequest, { ...service, covers: { ...service.covers, totlCovers: '80' } })).toEqual({
      'covers.totlCovers': 'validation.unknownField',
    });
    expect(
      refusal(quickEditRequest, { date: '2027-02-27', serviceId: 'svc-1', bookings: { totalBookings: '10', perInterval: '2' } }),
    ).toEqual({ 'bookings.perInterval': 'validation.unknownField' });
    expect(
      refusal(specialDateSetRequest, {
        date: '2027-02-27',
        mode: 'add',
        services: [{ ...service, cutoff: { minutes: '0', relativeTo: 'slot', x: 1 } }],
      }),
    ).toEqual({ 'services.0.cutoff.x': 'validation.unknownField' });
  });
});

describe('field messages', () => {
  it('name a field called like a property of Object.prototype', () => {
    expect(refusal(listRequest, { date: '2027-02-27', constructor: 'x', hasOwnProperty: 'y' })).toEqual({
      constructor: 'validation.unknownField',
      hasOwnProperty: 'validation.unknownField',
    });
    expect(Object.keys(refusal(listRequest, JSON.parse('{"date":"2027-02-27","__proto__":"x"}')))).toEqual(['__proto__']);
  });
});
