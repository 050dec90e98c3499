import { DomainError, queueLabel } from '@covers/shared';
import { decideBy, type Decider } from '../eventstore';
import type { QueueDayCommand, QueueDayCommands, QueueSetupCommand, QueueSetupCommands } from './queue.commands';
import type { QueueDayEvent, QueueSetupEvent } from './queue.events';
import { evolveQueueDay, initialQueueDay, queueDayFolding, type QueueDay } from './queue.state';

type DayDecision<K extends keyof QueueDayCommands> = (data: QueueDayCommands[K], day: QueueDay) => QueueDayEvent[];

/** The next number of the party's category: one more than the last, so numbers neither repeat nor skip. */
const issueNumber: DayDecision<'IssueQueueNumber'> = (data, day) => {
  if (day.labels.has(data.reservation_id)) throw new DomainError('QUEUE_ALREADY_NUMBERED');
  const number = (day.lastNumber[data.category] ?? 0) + 1;
  return [{ type: 'QueueNumberIssued', data: { ...data, number, label: queueLabel(data.category, number) } }];
};

const recordTableOffered: DayDecision<'RecordTableOffered'> = (data, day) => {
  const label = day.labels.get(data.reservation_id);
  if (label === undefined) throw new DomainError('QUEUE_ENTRY_NOT_FOUND');
  return [{ type: 'QueuePartyOffered', data: { ...data, label } }];
};

export const queueDayDecider: Decider<QueueDay, QueueDayCommand, QueueDayEvent> = {
  initialState: initialQueueDay,
  decide: decideBy<QueueDayCommands, QueueDay, QueueDayEvent>({ IssueQueueNumber: issueNumber, RecordTableOffered: recordTableOffered }),
  evolve: evolveQueueDay,
  folding: queueDayFolding,
};

/** Queues Setup keeps no state a decision needs: every change is accepted as validated by its schema. */
export const queueSetupDecider: Decider<null, QueueSetupCommand, QueueSetupEvent> = {
  initialState: () => null,
  decide: decideBy<QueueSetupCommands, null, QueueSetupEvent>({
    ChangeQueueSettings: (data) => [{ type: 'QueueSettingsChanged', data }],
    IssueQueueLink: (data) => [{ type: 'QueueLinkIssued', data }],
    RevokeQueueLink: (data) => [{ type: 'QueueLinkRevoked', data }],
    SetQueueBackground: (data) => [{ type: 'QueueBackgroundSet', data }],
  }),
  evolve: (state) => state,
};
