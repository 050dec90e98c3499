import type { BoundedContext } from '../bounded-context';
import { messageSettingsProjection } from './message-settings.projection';
import { messagingProjection } from './messaging.projection';
import { MessagingSchema1732700000000 } from './migrations/1732700000000-messaging-schema';
import { MessageSettings1732700000001 } from './migrations/1732700000001-message-settings';
import { MessageLeadTimes1732700000010 } from './migrations/1732700000010-message-lead-times';

export const messagingContext: BoundedContext = {
  name: 'messaging',
  migrations: [MessagingSchema1732700000000, MessageSettings1732700000001, MessageLeadTimes1732700000010],
  projections: [messagingProjection, messageSettingsProjection],
  eventTypes: [...messagingProjection.handles, ...messageSettingsProjection.handles],
  tables: [...messagingProjection.tables, ...messageSettingsProjection.tables],
};
