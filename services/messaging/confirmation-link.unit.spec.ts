import { deciderSpec } from '../testing/decider-spec';
import { confirmationLinkKey, openConfirmationLink, sealConfirmationLink } from './confirmation-link';
import { confirmationLinkDecider } from './confirmation-link.decider';

const given = deciderSpec(confirmationLinkDecider, { actor: 'diner', now: '2030-02-01T10:00:00.000Z' });
const use = (answer: 'confirm' | 'cancel') => ({
  type: 'UseConfirmationLink' as const,
  data: { message_id: 'm1', reservation_id: 'r1', answer },
});

describe('confirmation link', () => {
  it('is used once: a second use, confirming or cancelling, is refused', () => {
    given([])
      .when(use('cancel'))
      .then([{ type: 'ConfirmationLinkUsed', data: use('cancel').data }]);
    given([{ type: 'ConfirmationLinkUsed', data: use('confirm').data }])
      .when(use('cancel'))
      .thenThrows('CONFIRMATION_LINK_USED');
  });

  it('opens only with the key it was sealed with, and unaltered', () => {
    const key = confirmationLinkKey('secret');
    const link = { message_id: 'r1:confirmation', expires_at: '2030-04-01T10:00:00.000Z' };
    const token = sealConfirmationLink(link, key);
    expect(openConfirmationLink(token, key)).toEqual(link);
    expect(() => openConfirmationLink(token, confirmationLinkKey('other'))).toThrow('CONFIRMATION_LINK_INVALID');
    expect(() => openConfirmationLink(`${token}x`, key)).toThrow('CONFIRMATION_LINK_INVALID');
    expect(token.length).toBeLessThan(140);
  });
});
