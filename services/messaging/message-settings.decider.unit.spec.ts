import { deciderSpec } from '../testing/decider-spec';
import { messageSettingsDecider } from './message-settings.decider';
import type { MessageSettingsEvent } from './messaging.events';

const given = deciderSpec(messageSettingsDecider, { actor: 'u1', now: '2030-02-01T10:00:00.000Z' });
const reminder = {
  template: 'reminder',
  language: 'en_US',
  title: 'See you soon',
  send_mode: 'sms',
  standard_message: 'Dear {{diner_name}}, see you at {{booking_time}}.',
  sms_message: 'See you at {{booking_time}}.',
} as const;
const saved: MessageSettingsEvent = { type: 'MessageTemplateSaved', data: reminder };

describe('message settings decider', () => {
  it("saves an outlet's template per language, and a save that changes nothing records nothing", () => {
    given([]).when({ type: 'SaveMessageTemplate', data: reminder }).then([saved]);
    given([saved]).when({ type: 'SaveMessageTemplate', data: reminder }).then([]);
    given([saved])
      .when({ type: 'SaveMessageTemplate', data: { ...reminder, language: 'th_TH' } })
      .then([{ type: 'MessageTemplateSaved', data: { ...reminder, language: 'th_TH' } }]);
  });

  it('saves the sender settings when they change', () => {
    const sender = { reply_to: 'hello@acme.example', sms_name: 'AcmeOrch' };
    given([])
      .when({ type: 'SaveSenderSettings', data: sender })
      .then([{ type: 'SenderSettingsSaved', data: sender }]);
    given([{ type: 'SenderSettingsSaved', data: sender }])
      .when({ type: 'SaveSenderSettings', data: sender })
      .then([]);
  });
});
