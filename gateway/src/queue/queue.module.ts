import { Module } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { QueueService } from '@covers/services/queue';
import { ReservationsService } from '@covers/services/reservations';
import { ReservationsModule } from '../reservations/reservations.module';
import { QueueController } from './queue.controller';
import { QueueSettingController } from './queue-setting.controller';
import { queueDemoSeeder } from './queue.demo-seeder';

/** The queue: spec §7's queue group, Queues Setup (setting/queues) and the public check-in. */
@Module({
  imports: [ReservationsModule],
  controllers: [QueueController, QueueSettingController],
  providers: [
    {
      provide: QueueService,
      inject: [EventStore, ReservationsService],
      useFactory: (store: EventStore, reservations: ReservationsService) => new QueueService(store, reservations),
    },
  ],
})
export class QueueModule {
  static readonly demoSeeder = queueDemoSeeder;
}
