import { screenStateAfter, type QueueScreenState } from './queue-screen-state';

const A1 = '00000000-0000-4000-8000-0000000000a1';
const A2 = '00000000-0000-4000-8000-0000000000a2';
const B1 = '00000000-0000-4000-8000-0000000000b1';

const state: QueueScreenState = {
  serviceDate: '2026-11-26',
  open: [
    { reservation_id: A1, category: 'A', status: 'Queue', label: 'A001' },
    { reservation_id: B1, category: 'B', status: 'Offered', label: 'B001' },
  ],
  view: {
    outlet_name: 'Orchard',
    rotation: 0,
    show_groups_ahead: true,
    show_wait_time: true,
    background_version: null,
    categories: [
      { category: 'A', called: [], waiting: 1, wait_minutes: 15 },
      { category: 'B', called: ['B001'], waiting: 0, wait_minutes: 25 },
      { category: 'C', called: [], waiting: 0, wait_minutes: 30 },
    ],
  },
};

const offered = (reservation_id: string) => ({ type: 'ReservationStatusChanged', data: { reservation_id, from: 'Queue', to: 'Offered' } });
const seated = (reservation_id: string) => ({ type: 'ReservationStatusChanged', data: { reservation_id, from: 'Offered', to: 'Seated' } });
const issued = (reservation_id: string, label: string, service_date = '2026-11-26') => ({
  type: 'QueueNumberIssued',
  data: { reservation_id, category: 'A', label, service_date, number: 2, pax: 2 },
});

describe('a queue screen after the events it hears', () => {
  it('shows a number called at once, the waits kept as last read', () => {
    const after = screenStateAfter(state, [offered(A1)])!;
    expect(after.view.categories[0]).toEqual({ category: 'A', called: ['A001'], waiting: 0, wait_minutes: 15 });
    expect(after.view.categories.slice(1)).toEqual(state.view.categories.slice(1));
    expect(after.view.outlet_name).toBe('Orchard');
  });

  it('counts a number issued as waiting, then takes a seated party off the screen', () => {
    const joined = screenStateAfter(state, [issued(A2, 'A002')])!;
    expect(joined.view.categories[0]).toMatchObject({ called: [], waiting: 2 });
    const after = screenStateAfter(joined, [seated(B1), offered(A2)])!;
    expect(after.view.categories.map(({ called, waiting }) => ({ called, waiting }))).toEqual([
      { called: ['A002'], waiting: 1 },
      { called: [], waiting: 0 },
      { called: [], waiting: 0 },
    ]);
  });

  it('changes nothing for an event the view was already read after, another day, or a booking not queued', () => {
    expect(screenStateAfter(state, [issued(A1, 'A001')])).toBeNull();
    expect(screenStateAfter(state, [issued(A2, 'A002', '2026-11-27')])).toBeNull();
    expect(screenStateAfter(state, [seated('00000000-0000-4000-8000-0000000000ff')])).toBeNull();
    expect(screenStateAfter(state, [{ type: 'QueueSettingsChanged', data: {} }])).toBeNull();
  });
});
