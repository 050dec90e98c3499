import { learntWait, waitQuote } from './wait-quote';

const free = { freeIn: 0, booked: [] };
const busyFor = (minutes: number) => ({ freeIn: minutes, booked: [] });

describe('the wait learnt from the floor', () => {
  it('is nothing to wait for when a table of the band is free and nobody is ahead', () => {
    expect(learntWait({ turnMinutes: 50, partiesAhead: 0, tables: [free, busyFor(30)] })).toBe(0);
  });

  it('is when the first table frees up, its party staying one observed turn', () => {
    expect(learntWait({ turnMinutes: 50, partiesAhead: 0, tables: [busyFor(12), busyFor(30)] })).toBe(12);
  });

  it('gives each party ahead the table that frees up first, in turn', () => {
    // Tables free in 10 and 20: the two parties ahead take them; the party quoted gets the first again after a 45-minute turn.
    expect(learntWait({ turnMinutes: 45, partiesAhead: 2, tables: [busyFor(10), busyFor(20)] })).toBe(55);
  });

  it('never seats a party into what is booked next at the table', () => {
    // Free now, but booked 30 minutes from now for an hour: a 40-minute turn fits only after it, or at the other table.
    const booked = { freeIn: 0, booked: [{ from: 30, to: 90 }] };
    expect(learntWait({ turnMinutes: 40, partiesAhead: 0, tables: [booked] })).toBe(90);
    expect(learntWait({ turnMinutes: 40, partiesAhead: 0, tables: [booked, busyFor(25)] })).toBe(25);
  });

  it('learns nothing before a turn is observed or when no table fits the band', () => {
    expect(learntWait({ turnMinutes: null, partiesAhead: 0, tables: [free] })).toBeNull();
    expect(learntWait({ turnMinutes: 45, partiesAhead: 3, tables: [] })).toBeNull();
  });

  it('quotes whole minutes, at most the longest wait a quote may name', () => {
    expect(learntWait({ turnMinutes: 33.3, partiesAhead: 1, tables: [busyFor(0.5)] })).toBe(34);
    expect(learntWait({ turnMinutes: 200, partiesAhead: 9, tables: [busyFor(10)] })).toBe(600);
  });
});

describe('the wait quoted', () => {
  const now = '2034-03-14T19:00:00.000Z';

  it('is the default staff set, for 30 minutes after they set it', () => {
    expect(waitQuote({ defaultMinutes: 25, setAt: '2034-03-14T18:31:00.000Z', now, learnt: 8 })).toEqual({ minutes: 25, source: 'manual' });
  });

  it('is the learnt one once the 30 minutes are over', () => {
    expect(waitQuote({ defaultMinutes: 25, setAt: '2034-03-14T18:30:00.000Z', now, learnt: 8 })).toEqual({ minutes: 8, source: 'learnt' });
    expect(waitQuote({ defaultMinutes: 25, setAt: null, now, learnt: 0 })).toEqual({ minutes: 0, source: 'learnt' });
  });

  it('stays the default while nothing can be learnt', () => {
    expect(waitQuote({ defaultMinutes: 25, setAt: null, now, learnt: null })).toEqual({ minutes: 25, source: 'default' });
  });
});
