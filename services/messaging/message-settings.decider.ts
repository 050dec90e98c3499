import type { Command, Decider } from '../eventstore';
import { decideBy } from '../eventstore';
import type { MessageSettingsCommands } from './messaging.commands';
import type { MessageSettingsEvent } from './messaging.events';
import { evolveMessageSettings, initialMessageSettings, templateKey, type MessageSettings } from './messaging.state';

export type MessageSettingsCommand = Command<MessageSettingsCommands>;

const same = (a: object | undefined, b: object) => JSON.stringify(a) === JSON.stringify(b);

/** An outlet's templates, sender settings and lead times: a save that changes nothing records nothing. */
export const messageSettingsDecider: Decider<MessageSettings, MessageSettingsCommand, MessageSettingsEvent> = {
  initialState: initialMessageSettings,
  evolve: evolveMessageSettings,
  decide: decideBy<MessageSettingsCommands, MessageSettings, MessageSettingsEvent>({
    SaveMessageTemplate: (data, settings) =>
      same(settings.templates.get(templateKey(data.template, data.language)), data) ? [] : [{ type: 'MessageTemplateSaved', data }],
    SaveSenderSettings: (data, settings) => (same(settings.sender, data) ? [] : [{ type: 'SenderSettingsSaved', data }]),
    SaveLeadTimes: (data, settings) => (same(settings.leadTimes, data) ? [] : [{ type: 'LeadTimesSaved', data }]),
  }),
};
