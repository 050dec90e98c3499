import type { BoundedContext } from '../bounded-context';
import { messageSettingsProjection } from './message-settings.projection';
import { CAPACITY_ALERT_EVENT_TYPES } from './capacity-alert.events';
import { CONFIRMATION_LINK_EVENT_TYPES } from './messaging.events';
import { messagingProjection } from './messaging.projection';
import { VOICE_NUMBER_EVENT_TYPES } from './voice-number.events';
import { MessagingSchema1732700000000 } from './migrations/1732700000000-messaging-schema';
import { MessageSettings1732700000001 } from './migrations/1732700000001-message-settings';
import { MessageLeadTimes1732700000010 } from './migrations/1732700000010-message-lead-times';
import { CapacityAlertCrossings1732700000011 } from './migrations/1732700000011-capacity-alert-crossings';
import { MarketingMessages1732752000000 } from './migrations/1732752000000-marketing-messages';
import { MARKETING_EVENT_TYPES } from './marketing/marketing.events';

export const messagingContext: BoundedContext = {
  name: 'messaging',
  migrations: [
    MessagingSchema1732700000000,
    MessageSettings1732700000001,
    MessageLeadTimes1732700000010,
    CapacityAlertCrossings1732700000011,
    MarketingMessages1732752000000,
  ],
  projections: [messagingProjection, messageSettingsProjection],
  eventTypes: [
    ...messagingProjection.handles,
    ...messageSettingsProjection.handles,
    ...CONFIRMATION_LINK_EVENT_TYPES,
    ...VOICE_NUMBER_EVENT_TYPES,
    ...MARKETING_EVENT_TYPES,
    ...CAPACITY_ALERT_EVENT_TYPES,
  ],
  // capacity_alert_crossings: kept by the delivery subscription with its checkpoint, not by a projection.
  tables: [...messagingProjection.tables, ...messageSettingsProjection.tables, 'capacity_alert_crossings'],
};
