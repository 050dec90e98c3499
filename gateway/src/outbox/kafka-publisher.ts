import { Kafka, type Producer } from 'kafkajs';
import type { OutboxMessage, OutboxPublisher } from './outbox-publisher';

/** kafkajs producer, idempotent with one request in flight so messages keep their order per partition. */
export class KafkaPublisher implements OutboxPublisher {
  private readonly producer: Producer;

  constructor(brokers: string[], clientId = 'covers-gateway') {
    this.producer = new Kafka({ clientId, brokers }).producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
  }

  connect(): Promise<void> {
    return this.producer.connect();
  }

  async publish(messages: OutboxMessage[]): Promise<void> {
    const byTopic = new Map<string, { key: string; value: string }[]>();
    for (const { topic, key, value } of messages) {
      const list = byTopic.get(topic) ?? [];
      list.push({ key, value });
      byTopic.set(topic, list);
    }
    await this.producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, msgs]) => ({ topic, messages: msgs })) });
  }

  disconnect(): Promise<void> {
    return this.producer.disconnect();
  }
}
