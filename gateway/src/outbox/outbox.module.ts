import { Inject, Logger, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { DatabaseShutdown } from '../database/database.module';
import { KafkaPublisher } from './kafka-publisher';
import { OUTBOX_PUBLISHER, type OutboxPublisher } from './outbox-publisher';
import { OutboxRelay } from './outbox-relay';

/**
 * With KAFKA_BROKERS set, relays the outbox to Kafka. Without it nothing publishes: rows stay in the
 * outbox unpublished (they are the record of what a relay would send, and are sent once one runs).
 */
@Module({
  providers: [
    {
      provide: OUTBOX_PUBLISHER,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig): OutboxPublisher | null => (config.kafkaBrokers ? new KafkaPublisher(config.kafkaBrokers) : null),
    },
  ],
})
export class OutboxModule implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('OutboxRelay');
  private readonly relay?: OutboxRelay;

  constructor(
    store: EventStore,
    @Inject(OUTBOX_PUBLISHER) publisher: OutboxPublisher | null,
    private readonly shutdown: DatabaseShutdown,
  ) {
    if (publisher)
      this.relay = new OutboxRelay(store, publisher, {
        onError: (error) => this.logger.error(error instanceof Error ? error.message : String(error)),
      });
  }

  onModuleInit(): void {
    const relay = this.relay;
    if (relay) this.shutdown.beforeClose('outbox relay', () => relay.stop());
  }

  onApplicationBootstrap(): void {
    this.relay?.start();
  }
}
