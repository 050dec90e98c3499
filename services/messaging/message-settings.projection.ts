import type { EntityManager } from 'typeorm';
import type { Projection, RecordedEvent } from '../eventstore';
import { MESSAGE_SETTINGS_EVENT_TYPES, type MessageSettingsEvent } from './messaging.events';

/** `message_templates` (an outlet's own texts), `sender_settings` and `message_lead_times`. */
export const messageSettingsProjection: Projection = {
  name: 'message-settings',
  tables: ['message_templates', 'sender_settings', 'message_lead_times'],
  handles: MESSAGE_SETTINGS_EVENT_TYPES,
  async apply(manager: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as MessageSettingsEvent;
    const at = recorded.metadata.now;
    if (event.type === 'SenderSettingsSaved') {
      await manager.query(
        `INSERT INTO sender_settings (rid, reply_to, sms_name, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (rid) DO UPDATE SET reply_to = EXCLUDED.reply_to, sms_name = EXCLUDED.sms_name, updated_at = EXCLUDED.updated_at`,
        [recorded.rid, event.data.reply_to, event.data.sms_name, at],
      );
      return;
    }
    if (event.type === 'LeadTimesSaved') {
      await manager.query(
        `INSERT INTO message_lead_times (rid, confirmation_hours, reminder_hours, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (rid) DO UPDATE SET confirmation_hours = EXCLUDED.confirmation_hours, reminder_hours = EXCLUDED.reminder_hours,
           updated_at = EXCLUDED.updated_at`,
        [recorded.rid, event.data.confirmation_hours, event.data.reminder_hours, at],
      );
      return;
    }
    const d = event.data;
    await manager.query(
      `INSERT INTO message_templates (rid, template, language, title, send_mode, standard_message, sms_message, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (rid, template, language) DO UPDATE SET title = EXCLUDED.title, send_mode = EXCLUDED.send_mode,
         standard_message = EXCLUDED.standard_message, sms_message = EXCLUDED.sms_message, updated_at = EXCLUDED.updated_at`,
      [recorded.rid, d.template, d.language, d.title, d.send_mode, d.standard_message, d.sms_message, at],
    );
  },
};
