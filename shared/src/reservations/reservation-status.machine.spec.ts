import { createActor } from 'xstate';
import { allowedActions, nextStatus, reservationStatusMachine } from './reservation-status.machine';
import { effectiveStatus, outletClock } from './reservation-clock';
import { FULFILLED_STATUSES, RESERVATION_STATUSES } from './reservation-status';
import { RESERVATION_TRANSITIONS } from './reservation-transitions';
import { allowedTableActions, nextTableState } from './table-state.machine';
import { neutraliseFormula, toCsv } from './csv';

describe('reservation status machine', () => {
  it('has a state for every status of spec §4', () => {
    expect(Object.keys(reservationStatusMachine.states).sort()).toEqual([...RESERVATION_STATUSES].sort());
  });

  it('turns a draft into a reservation or a waitlist entry, and nothing else', () => {
    expect(nextStatus('Draft', { type: 'convert_to_reservation' })).toBe('Booked');
    expect(nextStatus('Draft', { type: 'convert_to_waitlist' })).toBe('Waitlisted');
    expect(allowedActions('Draft')).toEqual(['convert_to_reservation', 'convert_to_waitlist']);
  });

  it('runs a visit as an actor: booked, confirmed, seated, bill paid, departed, done', () => {
    const actor = createActor(reservationStatusMachine).start();
    for (const type of ['convert_to_reservation', 'confirm', 'seat', 'bill_paid', 'depart', 'done'] as const) actor.send({ type });
    expect(actor.getSnapshot().value).toBe('Done');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancels only with one of the six reasons', () => {
    expect(nextStatus('Booked', { type: 'cancel', reason: 'Bad Weather' })).toBe('Cancelled');
    expect(nextStatus('Booked', { type: 'cancel', reason: 'Bored' })).toBeNull();
    expect(nextStatus('Departed', { type: 'cancel', reason: 'Bad Weather' })).toBeNull();
  });

  it('offers the actions a host needs for an upcoming booking, and none for a finished one', () => {
    expect(allowedActions('Booked')).toEqual([
      'confirm',
      'ping',
      'arrive',
      'seat',
      'partially_seat',
      'no_show',
      'cancel',
      'switch_to_waitlist',
      'move',
    ]);
    expect(allowedActions('Done')).toEqual([]);
    expect(allowedActions('Rejected')).toEqual([]);
  });

  it('counts Departed as fulfilled, and every status that can follow it', () => {
    const after = new Set<string>(['Departed']);
    for (const status of after) for (const next of Object.values(RESERVATION_TRANSITIONS[status as 'Departed'])) after.add(next);
    expect([...FULFILLED_STATUSES].sort()).toEqual([...after].sort());
  });
});

describe('clock statuses', () => {
  const booking = { status: 'Booked' as const, date: '2026-12-01', timeMinute: 19 * 60, durationMinutes: 90 };
  it('shows Late 15 minutes after the booking time, also on a later day', () => {
    expect(effectiveStatus(booking, { date: '2026-12-01', minute: 19 * 60 + 14 })).toBe('Booked');
    expect(effectiveStatus(booking, { date: '2026-12-01', minute: 19 * 60 + 15 })).toBe('Late');
    expect(effectiveStatus(booking, { date: '2026-12-02', minute: 0 })).toBe('Late');
  });
  it('shows Overstayed once the turnaround ran out, for seated parties only', () => {
    expect(effectiveStatus({ ...booking, status: 'Seated' }, { date: '2026-12-01', minute: 20 * 60 + 29 })).toBe('Seated');
    expect(effectiveStatus({ ...booking, status: 'Seated' }, { date: '2026-12-01', minute: 20 * 60 + 30 })).toBe('Overstayed');
    expect(effectiveStatus({ ...booking, status: 'Departed' }, { date: '2026-12-02', minute: 0 })).toBe('Departed');
  });
  it('reads the outlet clock in its own time zone', () => {
    expect(outletClock('2026-11-21T17:30:00.000Z', 'Asia/Singapore')).toEqual({ date: '2026-11-22', minute: 90 });
    expect(outletClock('2026-11-21T17:30:00.000Z', 'Asia/Bangkok')).toEqual({ date: '2026-11-22', minute: 30 });
  });
});

describe('table state machine', () => {
  it('locks, unlocks and tracks cleaning', () => {
    expect(nextTableState('Free', 'lock_table')).toBe('Locked');
    expect(nextTableState('Locked', 'mark_cleaning_needed')).toBeNull();
    expect(nextTableState('CleaningNeeded', 'mark_cleaned')).toBe('Free');
    expect(allowedTableActions('Free')).toEqual(['lock_table', 'mark_cleaning_needed']);
  });
});

describe('CSV', () => {
  it('neutralises spreadsheet formulas', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    expect(neutraliseFormula('Tan')).toBe('Tan');
  });
  it('keeps a phone number starting with + a phone, quoted as text, and still neutralises a + formula', () => {
    expect(toCsv(['phone'], [['+6591110000'], ['+65 (9111) 0000'], ['+1+SUM(A1)'], ['+cmd|x']])).toBe(
      `\uFEFFphone\r\n"+6591110000"\r\n"+65 (9111) 0000"\r\n'+1+SUM(A1)\r\n'+cmd|x\r\n`,
    );
  });
  it('writes a BOM, quotes what needs quoting and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', 'say "hi"'],
          [null, 3],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x,y","say ""hi"""\r\n,3\r\n');
  });
});
