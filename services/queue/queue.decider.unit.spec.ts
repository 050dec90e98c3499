import { deciderSpec } from '../testing/decider-spec';
import { queueDayDecider } from './queue.decider';
import { joinQueue, numbered, offerTable, partyId, RID } from './testing/queue-commands';

const given = deciderSpec(queueDayDecider, { actor: 'host-1', now: '2034-03-14T12:00:00.000Z' });

describe('queue day decider', () => {
  it('gives the first party of a category number 1', () => {
    given([])
      .when(joinQueue(1, 'B'))
      .then([numbered(1, 1, 'B')]);
  });

  it('counts each category on its own, one more than its last number', () => {
    given([numbered(1, 1, 'A'), numbered(2, 1, 'B'), numbered(3, 2, 'A')])
      .when(joinQueue(4, 'A'))
      .then([numbered(4, 3, 'A')]);
  });

  it('runs one number for every party when the outlet uses a running number', () => {
    given([numbered(1, 1, ''), numbered(2, 2, '')])
      .when(joinQueue(3, ''))
      .then([numbered(3, 3, '')]);
  });

  it('numbers a party once', () => {
    given([numbered(1, 1)])
      .when(joinQueue(1))
      .thenThrows('QUEUE_ALREADY_NUMBERED');
  });

  it('records "your table is ready" for a numbered party offered a table', () => {
    given([numbered(1, 1, 'C')])
      .when(offerTable(1))
      .then([{ type: 'QueuePartyOffered', data: { rid: RID, reservation_id: partyId(1), label: 'C1', phone: null } }]);
  });

  it('refuses to offer a table to a party the day never numbered', () => {
    given([]).when(offerTable(9)).thenThrows('QUEUE_ENTRY_NOT_FOUND');
  });
});
