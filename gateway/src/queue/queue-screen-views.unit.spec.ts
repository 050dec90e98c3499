import type { QueueScreenState, QueueService } from '@covers/services/queue';
import type { QueueScreenResult } from '@covers/shared';
import { QueueScreenViews } from './queue-screen-views';

const A1 = '00000000-0000-4000-8000-0000000000a1';
const waiting: QueueScreenState = {
  serviceDate: '2026-11-26',
  open: [{ reservation_id: A1, category: 'A', status: 'Queue', label: 'A001' }],
  view: {
    outlet_name: 'Orchard',
    rotation: 'landscape',
    show_groups_ahead: true,
    show_wait_time: true,
    background_version: null,
    categories: [{ category: 'A', called: [], waiting: 1, wait_minutes: 15 }],
  },
};
const A2 = '00000000-0000-4000-8000-0000000000a2';
const statusChange = (position: number, reservation_id: string, from: string, to: string) => ({
  position,
  type: 'ReservationStatusChanged',
  data: { reservation_id, from, to },
});
const offerA1 = statusChange(2, A1, 'Queue', 'Offered');

/**
 * An outlet's screens over views read in turn, each answered when the test says (reads under way can be held past the
 * events); the first read, on a screen joining, is answered with `waiting`.
 */
async function screensShowingWaiting() {
  const answers: ((state: QueueScreenState) => void)[] = [];
  const queue = { screenState: () => new Promise<QueueScreenState>((resolve) => answers.push(resolve)) } as unknown as QueueService;
  const views = new QueueScreenViews(queue);
  const sent: QueueScreenResult[] = [];
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  const change = (events?: { position: number; type: string; data: unknown }[]) => views.changed(11, (view) => sent.push(view), events);
  const hear = (events: { position: number; type: string; data: unknown }[]) => views.heard(11, (view) => sent.push(view), events);
  change();
  answers[0](waiting);
  await settled();
  return { views, sent, answers, settled, change, hear };
}

describe('the queue screens’ views of an outlet', () => {
  it('shows a call at once, drops a read that started before it, and hands on the read after it', async () => {
    const { sent, answers, settled, change } = await screensShowingWaiting();
    expect(sent).toEqual([waiting.view]);

    // A change starts a read; the call is heard while it is under way.
    change([{ position: 1, type: 'QueueSettingsChanged', data: {} }]);
    change([offerA1]);
    expect(sent[1].categories[0]).toMatchObject({ called: ['A001'], waiting: 0, wait_minutes: 15 });

    // The read under way may predate the call: it is not shown, the next read is.
    answers[1](waiting);
    await settled();
    expect(sent).toHaveLength(2);
    const called = { ...waiting.view, categories: [{ category: 'A' as const, called: ['A001'], waiting: 0, wait_minutes: 12 }] };
    answers[2]({ ...waiting, open: [{ ...waiting.open[0], status: 'Offered' }], view: called });
    await settled();
    expect(sent).toEqual([waiting.view, sent[1], called]);
    expect(answers).toHaveLength(3);
  });

  it('sends a read that shows nothing new only when a screen joined meanwhile', async () => {
    const { sent, answers, settled, change } = await screensShowingWaiting();
    change([offerA1]);
    const called = sent[1];
    answers[1]({ ...waiting, open: [{ ...waiting.open[0], status: 'Offered' }], view: called });
    await settled();
    expect(sent).toEqual([waiting.view, called]);

    change();
    answers[2]({ ...waiting, open: [{ ...waiting.open[0], status: 'Offered' }], view: called });
    await settled();
    expect(sent).toEqual([waiting.view, called, called]);
  });

  it('reads before it shows a change when it keeps no view of the outlet', async () => {
    const { views, sent, answers, settled, change } = await screensShowingWaiting();
    views.forget(11);
    change([offerA1]);
    expect(sent).toHaveLength(1);
    answers[1](waiting);
    await settled();
    expect(sent).toHaveLength(2);
  });

  it('shows a call heard at its commit at once, and reads when the tailer delivers it without applying it again', async () => {
    const { sent, answers, change, hear } = await screensShowingWaiting();
    hear([offerA1]);
    expect(sent[1].categories[0]).toMatchObject({ called: ['A001'], waiting: 0 });
    expect(answers).toHaveLength(1);

    change([offerA1]);
    expect(sent).toHaveLength(2);
    expect(answers).toHaveLength(2);
  });

  it('leaves to the read an event the tailer delivers behind one already heard', async () => {
    const { sent, answers, settled, change, hear } = await screensShowingWaiting();
    const joined = { ...waiting, open: [...waiting.open, { reservation_id: A2, category: 'A' as const, status: 'Queue', label: 'A002' }] };
    answers.length = 0;
    change();
    answers[0](joined);
    await settled();

    // A2 is offered (position 5) and heard; A1's earlier removal (position 4) is delivered after it.
    hear([statusChange(5, A2, 'Queue', 'Offered')]);
    expect(sent.at(-1)!.categories[0]).toMatchObject({ called: ['A002'], waiting: 1 });
    change([statusChange(4, A1, 'Queue', 'Removed'), statusChange(5, A2, 'Queue', 'Offered')]);
    expect(sent.at(-1)!.categories[0]).toMatchObject({ called: ['A002'], waiting: 1 });
    expect(answers).toHaveLength(2);
  });
});
