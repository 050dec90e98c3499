import { z } from 'zod';
import { reservationDetailsSchema } from '../reservations/reservations.schemas';
import { fieldMessages } from './field-messages';
import { MESSAGES } from '../i18n';

const booking = { adults: 2, taken_by: 'Ann', last_name: 'Tan' };

describe('fieldMessages', () => {
  it('names a missing last name with its own message', () => {
    const { last_name: _, ...withoutLastName } = booking;
    const parsed = reservationDetailsSchema.safeParse(withoutLastName);
    expect(fieldMessages(parsed.error!)).toEqual({ last_name: 'reservations.lastNameRequired' });
  });

  it('gives a catalogue key, never zod English, for issues whose schema names no message', () => {
    const schema = z.object({
      name: z.string(),
      age: z.number().max(3),
      note: z.string().max(2),
      mail: z.email(),
      tags: z.array(z.string()).min(1),
    });
    const parsed = schema.safeParse({ age: 9, note: 'long', mail: 'x', tags: [] });
    expect(fieldMessages(parsed.error!)).toEqual({
      name: 'validation.required',
      age: 'validation.invalidNumber',
      note: 'validation.tooLong',
      mail: 'validation.invalidEmail',
      tags: 'validation.required',
    });
  });

  it('keeps the messages a schema gives', () => {
    const parsed = reservationDetailsSchema.safeParse({ ...booking, taken_by: ' ', phone: 'abc' });
    expect(fieldMessages(parsed.error!)).toEqual({ taken_by: 'reservations.takenByRequired', phone: 'validation.invalidNumber' });
  });

  it('every key it can give is translated in all five locales', () => {
    const keys = [
      'validation.required',
      'validation.invalidNumber',
      'validation.tooLong',
      'validation.invalidEmail',
      'validation.invalidValue',
    ];
    for (const messages of Object.values(MESSAGES))
      for (const key of keys)
        expect(key.split('.').reduce<unknown>((m, k) => (m as Record<string, unknown>)[k], messages)).toEqual(expect.any(String));
  });
});
