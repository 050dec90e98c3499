import { accessContext } from './access/access.context';
import { availabilityContext } from './availability/availability.context';
import type { BoundedContext } from './bounded-context';
import type { BatchesLeftOut } from './eventstore';
import { dinersContext } from './diners/diners.context';
import { feedbackContext } from './feedback/feedback.context';
import { floorContext } from './floor/floor.context';
import { messagingContext } from './messaging/messaging.context';
import { notificationsContext } from './notifications/notifications.context';
import { onlineContext } from './online/online.context';
import { reportsContext } from './reports/reports.context';
import { queueContext } from './queue/queue.context';
import { reservationsContext } from './reservations/reservations.context';
import { telephonyContext } from './telephony/telephony.context';
import { vouchersContext } from './vouchers/vouchers.context';

/** Every bounded context, in the order their schemas and projections are set up. A new context adds one line here. */
export const CONTEXTS: readonly BoundedContext[] = [
  accessContext,
  floorContext,
  availabilityContext,
  reservationsContext,
  dinersContext,
  onlineContext,
  telephonyContext,
  feedbackContext,
  reportsContext,
  vouchersContext,
  messagingContext,
  queueContext,
  notificationsContext,
];

/**
 * Every context's batch events, and the keys holding their batches: what the live tailer does not read. The keys are
 * left out of every listed type, so a context names keys that no other batch event uses for anything else.
 */
export const BATCHES_LEFT_OUT: BatchesLeftOut = {
  types: CONTEXTS.flatMap((context) => context.batches?.types ?? []),
  keys: [...new Set(CONTEXTS.flatMap((context) => context.batches?.keys ?? []))],
};
