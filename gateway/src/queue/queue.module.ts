import { Module } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { QueueService } from '@covers/services/queue';
import { ReservationsService } from '@covers/services/reservations';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { ReservationsModule } from '../reservations/reservations.module';
import { QueueController } from './queue.controller';
import { QueueSettingController } from './queue-setting.controller';
import { queueDemoSeeder } from './queue.demo-seeder';
import { QueueScreenViews } from './queue-screen-views';

/** The queue: spec §7's queue group, Queues Setup (setting/queues) and the public check-in. */
@Module({
  imports: [ReservationsModule],
  controllers: [QueueController, QueueSettingController],
  providers: [
    {
      provide: QueueService,
      inject: [EventStore, ReservationsService, GATEWAY_CONFIG],
      // Party status links reach diners' phones as QR codes and messages: signed from the messaging secret (their own key).
      useFactory: (store: EventStore, reservations: ReservationsService, config: GatewayConfig) =>
        new QueueService(store, reservations, { partySecret: config.messagingSecret }),
    },
    QueueScreenViews,
  ],
  exports: [QueueScreenViews],
})
export class QueueModule {
  static readonly demoSeeder = queueDemoSeeder;
}
