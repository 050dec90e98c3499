import type { RecordedEvent } from '../../eventstore';
import { deciderSpec } from '../../testing/decider-spec';
import { marketingDecider } from './marketing.decider';
import type { MarketingText } from './marketing.events';
import { marketingRequestsFor } from './marketing-requests';
import { openUnsubscribeLink, sealUnsubscribeLink, unsubscribeLinkKey, unsubscribeUrls } from './unsubscribe-link';

const given = deciderSpec(marketingDecider, { actor: 'u1', now: '2030-02-01T10:00:00.000Z' });
const TEXT: MarketingText = {
  revision: 42,
  language: 'en_US',
  title: 'Spring menu',
  send_mode: 'email',
  standard_message: 'Dear {{diner_name}}',
  sms_message: 'Hi {{diner_name}}',
};
const MEI = '0b5f4d0e-4a51-4b8e-9d2c-6f1f0e0a0001';
const TAN = '0b5f4d0e-4a51-4b8e-9d2c-6f1f0e0a0002';
const send = (...dinerIds: string[]) => ({ type: 'RequestMarketingMessage' as const, data: { ...TEXT, diner_ids: dinerIds } });
const requested = (...dinerIds: string[]) => ({ type: 'MarketingMessageRequested' as const, data: { ...TEXT, diner_ids: dinerIds } });

describe('a marketing message', () => {
  it('is asked for each opted-in diner once: sent again, it asks only for diners it has not reached', () => {
    given([])
      .when(send(MEI, MEI))
      .then([requested(MEI)]);
    given([requested(MEI)])
      .when(send(MEI, TAN))
      .then([requested(TAN)]);
    given([requested(MEI), requested(TAN)])
      .when(send(TAN, MEI))
      .then([]);
  });

  it('becomes one delivery per diner, keyed by diner and message', () => {
    const recorded = { ...requested(MEI, TAN), rid: 11, position: 7 } as unknown as RecordedEvent;
    expect(marketingRequestsFor(recorded)).toEqual([
      { message_id: `${MEI}:marketing:42`, rid: 11, kind: 'marketing', diner_id: MEI, text: TEXT },
      { message_id: `${TAN}:marketing:42`, rid: 11, kind: 'marketing', diner_id: TAN, text: TEXT },
    ]);
  });
});

describe('an unsubscribe link', () => {
  const key = unsubscribeLinkKey('secret');
  const link = { diner_id: MEI, rid: 11, lang: 'th_TH' as const, revision: 42 };

  it('opens only with the key it was sealed with, and unaltered', () => {
    const token = sealUnsubscribeLink(link, key);
    expect(openUnsubscribeLink(token, key)).toEqual(link);
    expect(() => openUnsubscribeLink(token, unsubscribeLinkKey('other'))).toThrow('UNSUBSCRIBE_LINK_INVALID');
    expect(() => openUnsubscribeLink(`${token}x`, key)).toThrow('UNSUBSCRIBE_LINK_INVALID');
  });

  it('is short enough for a text, and the page and the one-click address carry the same token', () => {
    const { page, oneClick } = unsubscribeUrls('https://covers.example', link, key);
    const token = page.slice('https://covers.example/unsubscribe/'.length);
    expect(token.length).toBeLessThan(160);
    expect(oneClick).toBe(`https://covers.example/api/messaging/unsubscribe?token=${token}`);
    expect(openUnsubscribeLink(token, key)).toEqual(link);
  });
});
