import type { RecordedEvent } from '../../eventstore';
import type { MarketingEvent, MarketingText } from './marketing.events';

/** A marketing message to one diner, before it is written: what the delivery worker gets. */
export interface MarketingRequest {
  /** The idempotency key: one per diner and marketing message. */
  message_id: string;
  rid: number;
  kind: 'marketing';
  diner_id: string;
  text: MarketingText;
}

export const isMarketingRequest = (request: { kind: string }): request is MarketingRequest => request.kind === 'marketing';

/** The messages a marketing send asks for: one per diner it names. */
export function marketingRequestsFor(recorded: RecordedEvent): MarketingRequest[] {
  if (recorded.type !== 'MarketingMessageRequested' || recorded.rid === null) return [];
  const { diner_ids, ...text } = recorded.data as MarketingEvent['data'];
  return diner_ids.map((diner_id) => ({
    message_id: `${diner_id}:marketing:${text.revision}`,
    rid: recorded.rid!,
    kind: 'marketing',
    diner_id,
    text,
  }));
}
