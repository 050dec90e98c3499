import { DomainError, type ConfirmationAnswer } from '@covers/shared';
import { decideBy, type Command, type Decider } from '../eventstore';
import type { ConfirmationLinkCommands } from './messaging.commands';
import type { ConfirmationLinkEvent } from './messaging.events';

export type ConfirmationLinkCommand = Command<ConfirmationLinkCommands>;

/** What the link was used for; null while unused. */
export type ConfirmationLinkState = ConfirmationAnswer | null;

/** A confirmation link is used once: a second use, whatever its answer, is refused. */
export const confirmationLinkDecider: Decider<ConfirmationLinkState, ConfirmationLinkCommand, ConfirmationLinkEvent> = {
  initialState: () => null,
  evolve: (_, event) => event.data.answer,
  decide: decideBy<ConfirmationLinkCommands, ConfirmationLinkState, ConfirmationLinkEvent>({
    UseConfirmationLink: (data, used) => {
      if (used) throw new DomainError('CONFIRMATION_LINK_USED');
      return [{ type: 'ConfirmationLinkUsed', data }];
    },
  }),
};
