import { deciderSpec } from '../testing/decider-spec';
import { messageDecider } from './messaging.decider';
import { giveUp, handedOver, handOver, MESSAGE_ID, providerReports, queued, queueMessage } from './testing/message-commands';

const given = deciderSpec(messageDecider, { actor: 'system', now: '2034-03-14T14:00:00.000Z' });

describe('message decider', () => {
  it('queues a message once: the same key again changes nothing', () => {
    given([])
      .when(queueMessage('sms'))
      .then([queued('sms')]);
    given([queued('sms')])
      .when(queueMessage('sms'))
      .then([]);
  });

  it('records the hand-over to the provider once', () => {
    given([queued('sms')])
      .when(handOver())
      .then([handedOver()]);
    given([queued('sms'), handedOver()])
      .when(handOver('SM2'))
      .then([]);
  });

  it('returns a mail the server refused once handed over to the queue, and records its next hand-over', () => {
    const returned = { type: 'MessageReturned' as const, data: { message_id: MESSAGE_ID, reason: '451 Mailbox busy' } };
    given([queued('email'), handedOver()])
      .when({ type: 'ReturnToQueue', data: returned.data })
      .then([returned]);
    given([queued('email'), handedOver(), returned])
      .when(handOver('SM2'))
      .then([handedOver('SM2')]);
    given([queued('email')])
      .when({ type: 'ReturnToQueue', data: returned.data })
      .then([]);
    given([queued('email'), handedOver(), { type: 'MessageDelivered', data: { message_id: MESSAGE_ID, provider_status: 'delivered' } }])
      .when({ type: 'ReturnToQueue', data: returned.data })
      .then([]);
  });

  it('marks a text delivered or failed from the provider status, and ignores the steps before', () => {
    given([queued('sms'), handedOver()])
      .when(providerReports('delivered'))
      .then([{ type: 'MessageDelivered', data: { message_id: MESSAGE_ID, provider_status: 'delivered' } }]);
    given([queued('sms'), handedOver()])
      .when(providerReports('undelivered'))
      .then([{ type: 'MessageFailed', data: { message_id: MESSAGE_ID, reason: 'undelivered' } }]);
    given([queued('sms'), handedOver()])
      .when(providerReports('sending'))
      .then([]);
  });

  it("takes a ping's outcome from the call status: answered, or not answered", () => {
    given([queued('voice'), handedOver('CA1')])
      .when(providerReports('completed'))
      .then([{ type: 'CallAnswered', data: { message_id: MESSAGE_ID, provider_status: 'completed' } }]);
    for (const status of ['no-answer', 'busy', 'failed', 'canceled'])
      given([queued('voice'), handedOver('CA1')])
        .when(providerReports(status))
        .then([{ type: 'CallUnanswered', data: { message_id: MESSAGE_ID, provider_status: status } }]);
    given([queued('voice'), handedOver('CA1')])
      .when(providerReports('ringing'))
      .then([]);
  });

  it('a replayed callback changes nothing once the message is settled', () => {
    const delivered = { type: 'MessageDelivered' as const, data: { message_id: MESSAGE_ID, provider_status: 'delivered' } };
    given([queued('sms'), handedOver(), delivered])
      .when(providerReports('delivered'))
      .then([]);
    given([queued('sms'), handedOver(), delivered])
      .when(providerReports('failed'))
      .then([]);
    const unanswered = { type: 'CallUnanswered' as const, data: { message_id: MESSAGE_ID, provider_status: 'no-answer' } };
    given([queued('voice'), handedOver('CA1'), unanswered])
      .when(providerReports('no-answer'))
      .then([]);
  });

  it('gives up on a message not yet settled, never on one that is', () => {
    given([queued('email')])
      .when(giveUp('smtp: 550'))
      .then([{ type: 'MessageFailed', data: { message_id: MESSAGE_ID, reason: 'smtp: 550' } }]);
    given([]).when(giveUp('smtp: 550')).then([]);
    given([queued('sms'), handedOver(), { type: 'MessageDelivered', data: { message_id: MESSAGE_ID, provider_status: 'delivered' } }])
      .when(giveUp('late'))
      .then([]);
  });
});
