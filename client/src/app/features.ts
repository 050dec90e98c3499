import { accessFeature } from '../features/access/access.feature';
import { availabilityFeature } from '../features/availability/availability.feature';
import { dinersFeature } from '../features/diners/diners.feature';
import { errorsFeature } from '../features/errors/errors.feature';
import { feedbackFeature } from '../features/feedback/feedback.feature';
import { floorFeature } from '../features/floor/floor.feature';
import { messagingFeature } from '../features/messaging/messaging.feature';
import { notificationsFeature } from '../features/notifications/notifications.feature';
import { onlineFeature } from '../features/online/online.feature';
import { reportsFeature } from '../features/reports/reports.feature';
import { queueFeature } from '../features/queue/queue.feature';
import { reservationsFeature } from '../features/reservations/reservations.feature';
import { settingsFeature } from '../features/settings/settings.feature';
import { signinFeature } from '../features/signin/signin.feature';
import { telephonyFeature } from '../features/telephony/telephony.feature';
import { vouchersFeature } from '../features/vouchers/vouchers.feature';
import type { Feature } from './feature';
import { plannedFeature } from './planned.feature';

/** Every feature of the console, in menu order: the routes, the menu and the live-event rules are read from here. */
export const FEATURES: readonly Feature[] = [
  reservationsFeature,
  signinFeature,
  availabilityFeature,
  floorFeature,
  onlineFeature,
  telephonyFeature,
  dinersFeature,
  accessFeature,
  settingsFeature,
  feedbackFeature,
  reportsFeature,
  vouchersFeature,
  messagingFeature,
  notificationsFeature,
  queueFeature,
  errorsFeature,
  plannedFeature,
];
