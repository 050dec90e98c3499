import fc from 'fast-check';
import { DomainError } from '@covers/shared';
import { newDiner } from './diner-matching';
import { combineProfiles, foldDiner, mergeDiners, undoMerge, type MergeDecision } from './diner-merge.decider';
import type { Diner, DinerEvent } from './diners.events';
import { evolveDiner, type DinerState } from './diners.state';

const tan = { ...newDiner('acme', { last_name: 'Tan', first_name: 'Mei', phone: '+6591234567' }), tags: ['t1'], notes: 'Window seat' };
const tanToo = {
  ...newDiner('acme', { last_name: 'Tan', first_name: 'Mei', email: 'mei@example.com' }),
  tags: ['t1', 't2'],
  birthday: '1990-04-01',
  notes: 'Allergic to nuts',
  vip: true,
};
const registered = (diner: Diner): DinerEvent => ({ type: 'DinerRegistered', data: { diner } });

/** given the two streams' events, when a merge decision is taken. */
function given(kept: DinerEvent[], merged: DinerEvent[]) {
  const state = { kept: foldDiner(kept), merged: foldDiner(merged) };
  return {
    when: (decide: (pair: typeof state) => MergeDecision) => ({
      then: (expected: MergeDecision) => expect(decide(state)).toEqual(expected),
      thenThrows(code: string) {
        expect(() => decide(state)).toThrow(DomainError);
        expect(() => decide(state)).toThrow(expect.objectContaining({ code }) as Error);
      },
    }),
  };
}
const apply = (state: DinerState, events: DinerEvent[]) => events.reduce(evolveDiner, state);

describe('merging diners', () => {
  it('keeps one profile with the empty fields filled, the tags of both and both notes; VIP and opt-in stay the kept one’s', () => {
    expect(combineProfiles(tan, tanToo)).toEqual({
      ...tan,
      email: 'mei@example.com',
      birthday: '1990-04-01',
      tags: ['t1', 't2'],
      notes: 'Window seat\n\nAllergic to nuts',
    });
    expect(combineProfiles(tan, { ...tanToo, notes: 'Window seat' }).notes).toBe('Window seat');
  });

  it('marks the merged diner merged into the kept one, each event carrying what undo needs', () => {
    given([registered(tan)], [registered(tanToo)])
      .when((state) => mergeDiners({ merge_id: 'm1', kept: tan, merged: tanToo }, state))
      .then({
        merged: [{ type: 'DinerMergedAway', data: { merge_id: 'm1', kept_id: tan.diner_id, diner: tanToo, absorbed: [] } }],
        kept: [
          {
            type: 'DinerKeptInMerge',
            data: {
              merge_id: 'm1',
              merged_id: tanToo.diner_id,
              before: tan,
              diner: combineProfiles(tan, tanToo),
              absorbed: [tanToo.diner_id],
            },
          },
        ],
      });
  });

  it('refuses to merge a diner with itself, or one already merged away', () => {
    given([registered(tan)], [registered(tan)])
      .when((state) => mergeDiners({ merge_id: 'm1', kept: tan, merged: tan }, state))
      .thenThrows('DINER_MERGE_SAME');
    const away = mergeDiners({ merge_id: 'm0', kept: tan, merged: tanToo }, { kept: foldDiner([]), merged: foldDiner([]) }).merged;
    given([registered(tan)], away)
      .when((state) => mergeDiners({ merge_id: 'm1', kept: tan, merged: tanToo }, state))
      .thenThrows('DINER_NOT_FOUND');
  });

  it('refuses a merge whose joined notes would be longer than a profile may hold', () => {
    const long = { ...tanToo, notes: 'n'.repeat(3990) };
    given([registered(tan)], [registered(long)])
      .when((state) => mergeDiners({ merge_id: 'm1', kept: tan, merged: long }, state))
      .thenThrows('DINER_MERGE_NOTES_TOO_LONG');
  });

  it('undoes the latest merge once, and not after the kept diner was edited or merged again', () => {
    const merge = mergeDiners({ merge_id: 'm1', kept: tan, merged: tanToo }, { kept: foldDiner([]), merged: foldDiner([]) });
    const undo = undoMerge({ merge_id: 'm1' }, { kept: foldDiner(merge.kept), merged: foldDiner(merge.merged) });
    given([...merge.kept, ...undo.kept], [...merge.merged, ...undo.merged])
      .when((state) => undoMerge({ merge_id: 'm1' }, state))
      .thenThrows('DINER_MERGE_UNDONE');
    given([...merge.kept, { type: 'DinerEdited', data: { diner: { ...tan, notes: 'later' } } }], merge.merged)
      .when((state) => undoMerge({ merge_id: 'm1' }, state))
      .thenThrows('DINER_MERGE_NOT_LATEST');
    const other = newDiner('acme', { last_name: 'Lim' });
    const again = mergeDiners(
      { merge_id: 'm2', kept: combineProfiles(tan, tanToo), merged: other },
      { kept: foldDiner(merge.kept), merged: foldDiner([]) },
    );
    given([...merge.kept, ...again.kept], merge.merged)
      .when((state) => undoMerge({ merge_id: 'm1' }, state))
      .thenThrows('DINER_MERGE_NOT_LATEST');
    given([...merge.kept, ...again.kept], merge.merged)
      .when((state) => undoMerge({ merge_id: 'm9' }, state))
      .thenThrows('DINER_MERGE_NOT_LATEST');
  });
});

const text = fc.option(fc.string({ maxLength: 12 }), { nil: null });
const profile = (groupUid: string): fc.Arbitrary<Diner> =>
  fc.record({
    diner_id: fc.uuid(),
    group_uid: fc.constant(groupUid),
    salutation: text,
    first_name: text,
    last_name: fc.string({ minLength: 1, maxLength: 12 }),
    phone: text,
    email: text,
    vip: fc.boolean(),
    gender: fc.constantFrom('Male' as const, 'Female' as const, 'Unspecified' as const),
    nationality: text,
    organisation: text,
    birthday: text,
    anniversary: text,
    tags: fc.uniqueArray(fc.constantFrom('t1', 't2', 't3', 't4'), { maxLength: 4 }),
    dining_preferences: text,
    seating_preferences: text,
    notes: text,
    marketing_opt_in: fc.boolean(),
    membership: text,
    home_rid: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  });

/** A diner's booking history: the bookings of the diner and of the diners merged into them. */
const history = (state: DinerState, bookings: { reservation_id: string; diner_id: string }[]) =>
  bookings.filter((b) => b.diner_id === state.diner?.diner_id || state.absorbed.includes(b.diner_id)).map((b) => b.reservation_id);

describe('undoing a merge (property)', () => {
  it('gives back both profiles and both booking histories exactly, whatever the diners had merged before', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(profile('acme'), { minLength: 4, maxLength: 4, selector: (d) => d.diner_id }),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.record({ reservation_id: fc.uuid(), owner: fc.integer({ min: 0, max: 3 }) }), { maxLength: 12 }),
        ([kept, merged, earlierOfKept, earlierOfMerged], keptHadMerged, mergedHadMerged, owned) => {
          const bookings = owned.map((b) => ({
            reservation_id: b.reservation_id,
            diner_id: [kept, merged, earlierOfKept, earlierOfMerged][b.owner].diner_id,
          }));
          let keptState = foldDiner([registered(kept)]);
          let mergedState = foldDiner([registered(merged)]);
          if (keptHadMerged) {
            const earlier = mergeDiners({ merge_id: 'e1', kept, merged: earlierOfKept }, { kept: keptState, merged: foldDiner([]) });
            keptState = apply(keptState, earlier.kept);
          }
          if (mergedHadMerged) {
            const earlier = mergeDiners(
              { merge_id: 'e2', kept: merged, merged: earlierOfMerged },
              { kept: mergedState, merged: foldDiner([]) },
            );
            mergedState = apply(mergedState, earlier.kept);
          }
          const before = { kept: keptState, merged: mergedState };
          const merge = mergeDiners({ merge_id: 'm1', kept: keptState.diner!, merged: mergedState.diner! }, before);
          const afterMerge = { kept: apply(keptState, merge.kept), merged: apply(mergedState, merge.merged) };
          expect(history(afterMerge.kept, bookings).sort()).toEqual(
            [...history(keptState, bookings), ...history(mergedState, bookings)].sort(),
          );
          expect(afterMerge.merged.merged_into).toBe(kept.diner_id);
          const undo = undoMerge({ merge_id: 'm1' }, afterMerge);
          const afterUndo = { kept: apply(afterMerge.kept, undo.kept), merged: apply(afterMerge.merged, undo.merged) };
          // Both streams are as they were, earlier merges undoable again, the merge recorded as undone.
          expect(afterUndo.kept).toEqual({ ...keptState, undone: ['m1'] });
          expect(afterUndo.merged).toEqual({ ...mergedState, undone: ['m1'] });
          expect(history(afterUndo.kept, bookings)).toEqual(history(keptState, bookings));
          expect(history(afterUndo.merged, bookings)).toEqual(history(mergedState, bookings));
        },
      ),
      { numRuns: 300 },
    );
  });
});
