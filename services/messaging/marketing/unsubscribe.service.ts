import type { UnsubscribePageRequest, UnsubscribePageResult, UnsubscribeRequest, UnsubscribeResult } from '@covers/shared';
import { DomainError } from '@covers/shared';
import { outletName, outletZone } from '../../access';
import { takesMarketing, unsubscribeDiner } from '../../diners';
import type { EventMetadata, EventStore } from '../../eventstore';
import { openUnsubscribeLink, unsubscribeLinkKey, type UnsubscribeLink } from './unsubscribe-link';

/**
 * The diner's side of a marketing message's unsubscribe link (no session, the sealed token instead): the page says
 * whether they still take marketing messages; unsubscribing sets their opt-in false through the diners context, on
 * their own stream (actor the diner). Unsubscribing twice, or by the page and the mail client's one-click, is the same.
 */
export class UnsubscribeService {
  private readonly key: Buffer;

  constructor(
    private readonly store: EventStore,
    options: { linkSecret: string },
  ) {
    this.key = unsubscribeLinkKey(options.linkSecret);
  }

  async page(request: UnsubscribePageRequest): Promise<UnsubscribePageResult> {
    const { link, groupUid } = await this.open(request.token);
    const subscribed = await takesMarketing(this.store.dataSource, groupUid, link.diner_id);
    if (subscribed === null) throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
    return { lang: link.lang, outlet_name: (await outletName(this.store.dataSource, link.rid)) ?? '', subscribed };
  }

  async unsubscribe(request: UnsubscribeRequest, metadata: EventMetadata): Promise<UnsubscribeResult> {
    const { link, groupUid } = await this.open(request.token);
    const messageId = `${link.diner_id}:marketing:${link.revision}`;
    if (!(await unsubscribeDiner(this.store, link.rid, groupUid, link.diner_id, messageId, metadata)))
      throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
    return { subscribed: false };
  }

  /** The link and its outlet's group; an unknown token, or one whose outlet is gone, is the same refusal. */
  private async open(token: string): Promise<{ link: UnsubscribeLink; groupUid: string }> {
    const link = openUnsubscribeLink(token, this.key);
    const zone = await outletZone(this.store.dataSource, link.rid);
    if (!zone) throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
    return { link, groupUid: zone.group_uid };
  }
}
