import { Inject, Logger, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import {
  ConfirmationLinkService,
  MarketingService,
  MessagingService,
  UnsubscribeService,
  VoiceNumberService,
  openChannels,
  startDeliveryPipeline,
  type Channels,
  type DeliveryPipeline,
} from '@covers/services/messaging';
import { ReservationsService } from '@covers/services/reservations';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { DatabaseShutdown } from '../database/database.module';
import { ReservationsModule } from '../reservations/reservations.module';
import { ConfirmationLinkController } from './confirmation-link.controller';
import { TelephoneVerifyController } from './telephone-verify.controller';
import { MessagingStatusController } from './messaging-status.controller';
import { MessageSettingController } from './message-setting.controller';
import { MessagingController } from './messaging.controller';
import { MarketingController } from './marketing.controller';
import { UnsubscribeController } from './unsubscribe.controller';

const MESSAGING_CHANNELS = Symbol('MESSAGING_CHANNELS');
const clock = () => new Date();

/**
 * Guest messaging: the providers' status webhook, the diners' confirmation links, and (unless MESSAGING_DELIVERY=false) the delivery of messages:
 * a subscription to the event store queues them on graphile-worker, whose workers send them.
 */
@Module({
  imports: [ReservationsModule],
  controllers: [
    MessagingController,
    MessageSettingController,
    MessagingStatusController,
    ConfirmationLinkController,
    TelephoneVerifyController,
    MarketingController,
    UnsubscribeController,
  ],
  providers: [
    {
      provide: MESSAGING_CHANNELS,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => {
        const outbox = new Logger('DevelopmentOutbox');
        return openChannels({ ...config.messaging, log: (line) => outbox.warn(line) });
      },
    },
    {
      provide: MessagingService,
      inject: [EventStore, MESSAGING_CHANNELS],
      useFactory: (store: EventStore, channels: Channels) => new MessagingService(store, channels, clock),
    },
    {
      provide: VoiceNumberService,
      inject: [EventStore, MESSAGING_CHANNELS, GATEWAY_CONFIG],
      useFactory: (store: EventStore, channels: Channels, config: GatewayConfig) =>
        new VoiceNumberService(store, channels, { publicUrl: config.messaging.publicUrl, clock }),
    },
    { provide: MarketingService, inject: [EventStore], useFactory: (store: EventStore) => new MarketingService(store) },
    {
      provide: UnsubscribeService,
      inject: [EventStore, GATEWAY_CONFIG],
      useFactory: (store: EventStore, config: GatewayConfig) => new UnsubscribeService(store, { linkSecret: config.messagingSecret }),
    },
    {
      provide: ConfirmationLinkService,
      inject: [EventStore, ReservationsService, GATEWAY_CONFIG],
      useFactory: (store: EventStore, reservations: ReservationsService, config: GatewayConfig) =>
        new ConfirmationLinkService(store, reservations, { linkSecret: config.messagingSecret }),
    },
  ],
})
export class MessagingModule implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('MessageDelivery');
  /** Running in this process (tests wait on its subscription). */
  delivery?: DeliveryPipeline;

  constructor(
    private readonly store: EventStore,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(MESSAGING_CHANNELS) private readonly channels: Channels & { close(): void },
    private readonly shutdown: DatabaseShutdown,
  ) {}

  onModuleInit(): void {
    this.shutdown.beforeClose('message delivery', async () => {
      await this.delivery?.stop();
      this.channels.close();
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    const { delivery, publicUrl, concurrency, pollIntervalMs } = this.config.messaging;
    if (!delivery) return;
    this.delivery = await startDeliveryPipeline(this.store, this.channels, {
      databaseUrl: (this.store.dataSource.options as { url: string }).url,
      publicUrl,
      linkSecret: this.config.messagingSecret,
      concurrency,
      pollIntervalMs,
      sharedSession: !this.config.databaseUrl,
      clock,
      log: (level, message) => (level === 'error' ? this.logger.error(message) : this.logger.warn(message)),
    });
  }
}
