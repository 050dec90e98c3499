import { fillTemplate, TEMPLATE_INSERTS, withUnsubscribeLine, type TemplateValues } from '@covers/shared';
import type { DataSource } from 'typeorm';
import { outletZone } from '../../access';
import { marketingRecipient } from '../../diners';
import type { MessageCommands } from '../messaging.commands';
import { senderSettings } from '../messaging.queries';
import type { MarketingRequest } from './marketing-requests';
import { unsubscribeUrls } from './unsubscribe-link';

/** Where a marketing message's unsubscribe links point and what seals them. */
export interface UnsubscribeLinking {
  publicUrl: string;
  key: Buffer;
}

/** A marketing message is about no booking: its booking inserts stay empty. */
const NO_BOOKING = Object.fromEntries(TEMPLATE_INSERTS.map((name) => [name, ''])) as TemplateValues;

/**
 * The marketing message to one diner, written from the diner as they are now: or null when there is nothing to send
 * (the diner is gone, no longer opted in, or has no contact). It carries the diner's unsubscribe link at its end, and
 * an e-mail the one-click address for its List-Unsubscribe header.
 */
export async function composeMarketingMessage(
  db: DataSource,
  request: MarketingRequest,
  linking: UnsubscribeLinking,
): Promise<MessageCommands['QueueMessage'] | null> {
  const [zone, sender] = await Promise.all([outletZone(db, request.rid), senderSettings(db, request.rid)]);
  const diner = zone && (await marketingRecipient(db, zone.group_uid, request.diner_id));
  if (!diner?.marketing_opt_in) return null;
  const { text } = request;
  const preferred =
    text.send_mode === 'sms' ? [diner.phone && 'sms', diner.email && 'email'] : [diner.email && 'email', diner.phone && 'sms'];
  const channel = preferred.find(Boolean) as 'sms' | 'email' | undefined;
  if (!channel) return null;
  const { language: lang, revision } = text;
  const links = unsubscribeUrls(linking.publicUrl, { diner_id: diner.diner_id, rid: request.rid, lang, revision }, linking.key);
  const values = { ...NO_BOOKING, diner_name: [diner.first_name, diner.last_name].filter(Boolean).join(' ') };
  const filled = fillTemplate(channel === 'email' ? text.standard_message : text.sms_message, values);
  const body = withUnsubscribeLine(channel, filled, lang, links.page);
  return {
    message_id: request.message_id,
    reservation_id: null,
    diner_id: diner.diner_id,
    kind: 'marketing',
    channel,
    recipient: (channel === 'email' ? diner.email : diner.phone)!,
    lang,
    subject: channel === 'email' ? fillTemplate(text.title, values) : null,
    body,
    reply_to: sender.reply_to,
    sender_name: sender.sms_name,
    list_unsubscribe: channel === 'email' ? links.oneClick : null,
  };
}
