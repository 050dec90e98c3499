import type { BoundedContext } from '../bounded-context';
import { Notifications1732700000020 } from './migrations/1732700000020-notifications';
import { NOTIFICATION_READ_EVENT_TYPES } from './notifications.events';
import { notificationFeedProjection, notificationReadsProjection } from './notifications.projection';

const projections = [notificationFeedProjection, notificationReadsProjection];

/** Staff notifications: its feed is read from the reservation and message streams; it writes only what users read. */
export const notificationsContext: BoundedContext = {
  name: 'notifications',
  migrations: [Notifications1732700000020],
  projections,
  eventTypes: NOTIFICATION_READ_EVENT_TYPES,
  tables: projections.flatMap((p) => p.tables),
};
