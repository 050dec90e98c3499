import type { BoundedContext } from '../bounded-context';
import { messageSettingsProjection } from './message-settings.projection';
import { CONFIRMATION_LINK_EVENT_TYPES } from './messaging.events';
import { messagingProjection } from './messaging.projection';
import { VOICE_NUMBER_EVENT_TYPES } from './voice-number.events';
import { MessagingSchema1732700000000 } from './migrations/1732700000000-messaging-schema';
import { MessageSettings1732700000001 } from './migrations/1732700000001-message-settings';

export const messagingContext: BoundedContext = {
  name: 'messaging',
  migrations: [MessagingSchema1732700000000, MessageSettings1732700000001],
  projections: [messagingProjection, messageSettingsProjection],
  eventTypes: [
    ...messagingProjection.handles,
    ...messageSettingsProjection.handles,
    ...CONFIRMATION_LINK_EVENT_TYPES,
    ...VOICE_NUMBER_EVENT_TYPES,
  ],
  tables: [...messagingProjection.tables, ...messageSettingsProjection.tables],
};
