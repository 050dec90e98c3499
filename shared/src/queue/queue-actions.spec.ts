import { queueActions, QUEUE_ACTIONS } from './queue-actions';
import { queueCategoryOf, DEFAULT_QUEUE_SETTINGS } from './queue.types';

describe('queue actions', () => {
  it('follow the reservation status machine for every status of a queued party', () => {
    expect(queueActions('Queue')).toEqual(['offer', 'ping', 'seat', 'remove', 'switch_to_waitlist', 'switch_to_reservation']);
    expect(queueActions('Offered')).toEqual(['ping', 'ping_unanswered', 'seat', 'remove', 'switch_to_reservation']);
    expect(queueActions('Pinging')).toEqual(['ping_unanswered', 'seat']);
    expect(queueActions('NoAnswer')).toEqual(['ping', 'seat', 'remove', 'switch_to_waitlist']);
  });

  it('offer nothing once the party left the queue', () => {
    for (const status of ['Seated', 'Removed', 'Waitlisted', 'Booked'] as const) expect(queueActions(status)).toEqual([]);
    expect(QUEUE_ACTIONS).toContain('seat');
  });
});

describe('queue categories', () => {
  it('are 1-2 A, 3-4 B and 5 or more C by default', () => {
    expect([1, 2, 3, 4, 5, 12].map((pax) => queueCategoryOf(pax, DEFAULT_QUEUE_SETTINGS))).toEqual(['A', 'A', 'B', 'B', 'C', 'C']);
  });

  it('follow the bands Queues Setup sets, or one running number', () => {
    const bands = { ...DEFAULT_QUEUE_SETTINGS, band_a_max_pax: 3, band_b_max_pax: 6 };
    expect([3, 4, 6, 7].map((pax) => queueCategoryOf(pax, bands))).toEqual(['A', 'B', 'B', 'C']);
    expect(queueCategoryOf(8, { ...bands, number_type: 'running' })).toBe('');
  });
});
