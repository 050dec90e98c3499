import { Module } from '@nestjs/common';
import { DinersService } from '@covers/services/diners';
import { EventStore } from '@covers/services/eventstore';
import { ReservationsService } from '@covers/services/reservations';
import { ReservationsModule } from '../reservations/reservations.module';
import { DinerController } from './diner.controller';
import { TagController } from './tag.controller';

/** The diners context: spec §7's diner and tag groups. */
@Module({
  controllers: [DinerController, TagController],
  imports: [ReservationsModule],
  providers: [
    {
      provide: DinersService,
      inject: [EventStore, ReservationsService],
      useFactory: (store: EventStore, reservations: ReservationsService) => new DinersService(store, reservations),
    },
  ],
})
export class DinersModule {}
