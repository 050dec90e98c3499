import { decideBy, type Decider } from '../../eventstore';
import type { MarketingCommand, MarketingCommands, MarketingEvent } from './marketing.events';

/** The diners a marketing message was already asked for. */
export type MarketingRecipients = ReadonlySet<string>;

/** A marketing message goes to each diner once: sent again (a second click, two staff at once), it asks only for diners it has not reached. */
export const marketingDecider: Decider<MarketingRecipients, MarketingCommand, MarketingEvent> = {
  initialState: () => new Set(),
  evolve: (asked, event) => new Set([...asked, ...event.data.diner_ids]),
  decide: decideBy<MarketingCommands, MarketingRecipients, MarketingEvent>({
    RequestMarketingMessage: (data, asked) => {
      const diner_ids = [...new Set(data.diner_ids)].filter((id) => !asked.has(id));
      return diner_ids.length === 0 ? [] : [{ type: 'MarketingMessageRequested', data: { ...data, diner_ids } }];
    },
  }),
};
