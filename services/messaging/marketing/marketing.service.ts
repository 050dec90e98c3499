import {
  COUNTRY_LOCALES,
  DEFAULT_LOCALE,
  DomainError,
  MAX_MARKETING_RECIPIENTS,
  type Locale,
  type MarketingAudienceRequest,
  type MarketingAudienceResult,
  type MarketingSendResult,
} from '@covers/shared';
import { outletCountryCode, type OutletCaller } from '../../access';
import { marketingAudience } from '../../diners';
import { handleCommand, type EventStore } from '../../eventstore';
import type { MessageSettingsEvent } from '../messaging.events';
import { savedTemplate } from '../messaging.queries';
import { messageSettingsStream } from '../messaging.streams';
import { marketingDecider } from './marketing.decider';
import { marketingStream, type MarketingEvent, type MarketingText } from './marketing.events';

/**
 * The outlet's marketing message (its saved `marketing` template, in the outlet's language) sent from the Diner
 * Directory to the opted-in diners of the current filter. The send is a command on the message's stream, so each diner
 * is asked for once however often it is sent; the delivery subscription queues one message per diner.
 */
export class MarketingService {
  constructor(private readonly store: EventStore) {}

  private get db() {
    return this.store.dataSource;
  }

  /** Who the message would reach ("N of M opted in") and what it says. */
  async audience(caller: OutletCaller, request: MarketingAudienceRequest): Promise<MarketingAudienceResult> {
    const language = await this.language(caller.rid);
    const [audience, template] = await Promise.all([
      marketingAudience(this.db, caller, request, MAX_MARKETING_RECIPIENTS),
      savedTemplate(this.db, caller.rid, 'marketing', language),
    ]);
    return {
      matching: audience.matching,
      more: audience.more,
      opted_in: audience.optedIn.length,
      too_many: audience.optedIn.length > MAX_MARKETING_RECIPIENTS,
      template,
    };
  }

  async send(caller: OutletCaller, request: MarketingAudienceRequest): Promise<MarketingSendResult> {
    const text = await this.savedText(caller.rid);
    if (!text) throw new DomainError('MARKETING_TEMPLATE_UNSAVED');
    const { optedIn } = await marketingAudience(this.db, caller, request, MAX_MARKETING_RECIPIENTS);
    if (optedIn.length > MAX_MARKETING_RECIPIENTS) throw new DomainError('MARKETING_TOO_MANY');
    if (optedIn.length === 0) throw new DomainError('MARKETING_NOBODY_OPTED_IN');
    const { events } = await handleCommand(
      this.store,
      marketingDecider,
      { streamId: marketingStream(caller.rid, text.revision), rid: caller.rid },
      { type: 'RequestMarketingMessage', data: { ...text, diner_ids: optedIn } },
      caller.metadata,
    );
    const queued = events.reduce((sum, event) => sum + (event.data as MarketingEvent['data']).diner_ids.length, 0);
    return { queued, already_sent: optedIn.length - queued };
  }

  private async language(rid: number): Promise<Locale> {
    return COUNTRY_LOCALES[await outletCountryCode(this.db, rid)] ?? DEFAULT_LOCALE;
  }

  /** The marketing template the outlet last saved in its language, with the position of that save as its revision. */
  private async savedText(rid: number): Promise<MarketingText | null> {
    const language = await this.language(rid);
    const saves = (await this.store.readStream(messageSettingsStream(rid))).filter((recorded) => {
      const event = { type: recorded.type, data: recorded.data } as MessageSettingsEvent;
      return event.type === 'MessageTemplateSaved' && event.data.template === 'marketing' && event.data.language === language;
    });
    const last = saves.at(-1);
    if (!last) return null;
    const { title, send_mode, standard_message, sms_message } = last.data as Extract<
      MessageSettingsEvent,
      { type: 'MessageTemplateSaved' }
    >['data'];
    return { revision: last.position, language, title, send_mode, standard_message, sms_message };
  }
}
