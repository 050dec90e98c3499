import { DomainError } from '@covers/shared';
import { decideBy, type Decider } from '../eventstore';
import type { OnlineCommand, OnlineCommands } from './online.commands';
import type { OnlineEvent } from './online.events';
import { evolveOnline, initialOnlineSetup, type OnlineSetup } from './online.state';

type Decision<K extends keyof OnlineCommands> = (data: OnlineCommands[K], state: OnlineSetup) => OnlineEvent[];

const saveSettings: Decision<'SaveOnlineSettings'> = ({ settings }) => [{ type: 'OnlineSettingsSaved', data: { settings } }];

/** Every hold names a service of the outlet, and a section hold one of its sections; refused by path otherwise. */
const saveOfflineSeats: Decision<'SaveOfflineSeats'> = ({ holds, serviceIds, sectionIds }) => {
  const fields: Record<string, string> = {};
  holds.forEach((hold, i) => {
    if (!serviceIds.includes(hold.service_id)) fields[`holds.${i}.service_id`] = 'errors.notFound';
    if (hold.scope === 'section' && !sectionIds.includes(hold.section_id)) fields[`holds.${i}.section_id`] = 'errors.notFound';
  });
  if (Object.keys(fields).length > 0) throw new DomainError('VALIDATION_FAILED', fields);
  return [{ type: 'OfflineSeatsSaved', data: { holds } }];
};

export const onlineDecider: Decider<OnlineSetup, OnlineCommand, OnlineEvent> = {
  initialState: initialOnlineSetup,
  evolve: evolveOnline,
  decide: decideBy<OnlineCommands, OnlineSetup, OnlineEvent>({
    SaveOnlineSettings: saveSettings,
    SaveOfflineSeats: saveOfflineSeats,
  }),
};
