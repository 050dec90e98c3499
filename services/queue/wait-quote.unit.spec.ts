import { learntWait, waitQuote, type FloorCombination, type FloorTable, type WaitingParty } from './wait-quote';

/** A table seating `minPax`–`maxPax`, free in `freeIn` minutes (0: now). */
const table = (id: string, minPax: number, maxPax: number, freeIn = 0, booked: FloorTable['booked'] = []): FloorTable => ({
  id,
  minPax,
  maxPax,
  freeIn,
  booked,
});
const floor = (tables: FloorTable[], ahead: WaitingParty[] = [], combinations: FloorCombination[] = []) => ({
  tables,
  combinations,
  ahead,
});
/** The party quoted: a band of sizes and its turn observed. */
const band = (minPax: number, maxPax: number, turnMinutes: number | null) => ({ minPax, maxPax, turnMinutes });
const party = (pax: number, turnMinutes: number): WaitingParty => ({ pax, turnMinutes });

describe('the wait learnt from the floor', () => {
  const couples = band(1, 2, 50);

  it('is nothing to wait for when a table of the band is free and nobody is ahead', () => {
    expect(learntWait(floor([table('t1', 1, 2), table('t2', 1, 2, 30)]), couples)).toBe(0);
  });

  it('is when the first table frees up, its party staying one observed turn', () => {
    expect(learntWait(floor([table('t1', 1, 2, 12), table('t2', 1, 2, 30)]), couples)).toBe(12);
  });

  it('gives each party ahead the table that frees up first, in turn', () => {
    // Tables free in 10 and 20: the two parties ahead take them; the party quoted gets the first again after a 45-minute turn.
    const tables = [table('t1', 1, 2, 10), table('t2', 1, 2, 20)];
    expect(learntWait(floor(tables, [party(2, 45), party(1, 45)]), band(1, 2, 45))).toBe(55);
  });

  it('never seats a party into what is booked next at the table', () => {
    // Free now, but booked 30 minutes from now for an hour: a 40-minute turn fits only after it, or at the other table.
    const booked = table('t1', 1, 2, 0, [{ from: 30, to: 90 }]);
    expect(learntWait(floor([booked]), band(1, 2, 40))).toBe(90);
    expect(learntWait(floor([booked, table('t2', 1, 2, 25)]), band(1, 2, 40))).toBe(25);
  });

  it('learns nothing before a turn of the band is observed, or when no table nor combination fits the band', () => {
    expect(learntWait(floor([table('t1', 1, 2)]), band(1, 2, null))).toBeNull();
    expect(learntWait(floor([table('t1', 1, 2)], [party(2, 45)]), band(5, 8, 80))).toBeNull();
  });

  it('quotes whole minutes, at most the longest wait a quote may name', () => {
    expect(learntWait(floor([table('t1', 1, 2, 0.5)], [party(2, 33.3)]), band(1, 2, 33.3))).toBe(34);
    expect(
      learntWait(
        floor(
          [table('t1', 1, 2, 10)],
          Array.from({ length: 9 }, () => party(2, 200)),
        ),
        band(1, 2, 200),
      ),
    ).toBe(600);
  });
});

describe('a table that serves two bands', () => {
  // One table for two or four: couples and parties of three or four can both sit there.
  const shared = table('t24', 2, 4);

  it('is counted once: a party of the other band ahead of the party quoted takes it first', () => {
    // A party of four joined first and stays 60 minutes: the couple joining now sits down when it leaves.
    expect(learntWait(floor([shared], [party(4, 60)]), band(1, 2, 45))).toBe(60);
    // Quoted on its own band alone it would have been seated at once.
    expect(learntWait(floor([shared]), band(1, 2, 45))).toBe(0);
  });

  it('is left to the bands that need it when a smaller table fits the party ahead', () => {
    // The couple ahead takes the two-top, the smallest table that fits it: the shared table stays free for a four.
    const tables = [shared, table('t2', 1, 2)];
    expect(learntWait(floor(tables, [party(2, 45)]), band(3, 4, 60))).toBe(0);
  });

  it('serves parties of every band in the order they joined', () => {
    // A couple, a four and a couple ahead at one shared table: 45 + 60 + 45 minutes before a party of three sits down.
    expect(learntWait(floor([shared], [party(2, 45), party(4, 60), party(2, 45)]), band(3, 4, 60))).toBe(150);
  });
});

describe('a combination of tables', () => {
  const fours = [table('t4a', 3, 4), table('t4b', 3, 4)];
  const joined: FloorCombination = { tableIds: ['t4a', 't4b'], minPax: 5, maxPax: 8 };

  it('seats a party no table fits alone', () => {
    expect(learntWait(floor(fours, [], [joined]), band(5, 8, 80))).toBe(0);
    expect(learntWait(floor(fours), band(5, 8, 80))).toBeNull();
  });

  it('is free when the last of its tables is', () => {
    const busy = [table('t4a', 3, 4, 10), table('t4b', 3, 4, 35)];
    expect(learntWait(floor(busy, [], [joined]), band(5, 8, 80))).toBe(35);
  });

  it('waits for a party ahead seated at one of its tables alone', () => {
    // A four ahead takes one of the two tables for an hour: the six joined now waits for it.
    expect(learntWait(floor(fours, [party(4, 60)], [joined]), band(5, 8, 80))).toBe(60);
  });

  it('holds both its tables while a large party ahead sits there', () => {
    // The six ahead takes both tables for 80 minutes: a four joining now waits for them.
    expect(learntWait(floor(fours, [party(6, 80)], [joined]), band(3, 4, 60))).toBe(80);
  });

  it('is never booked into: a booking at one of its tables holds the whole combination', () => {
    const [free, bookedSoon] = [table('t4a', 3, 4), table('t4b', 3, 4, 0, [{ from: 30, to: 120 }])];
    expect(learntWait(floor([free, bookedSoon], [], [joined]), band(5, 8, 80))).toBe(120);
  });

  it('is left alone when a single table seats the party as soon', () => {
    // The six ahead takes the six-top rather than the two fours joined: a four joining now sits down at once.
    const tables = [...fours, table('t6', 5, 8)];
    expect(learntWait(floor(tables, [party(6, 80)], [joined]), band(3, 4, 60))).toBe(0);
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
