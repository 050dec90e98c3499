import { Module } from '@nestjs/common';
import { DinersService } from '@covers/services/diners';
import { EventStore } from '@covers/services/eventstore';
import { dinerVisitStats } from '@covers/services/reservations';
import { DinerController } from './diner.controller';

/** The diners context: the group's diner directory; their visits are the reservations context's figures. */
@Module({
  controllers: [DinerController],
  providers: [
    { provide: DinersService, inject: [EventStore], useFactory: (store: EventStore) => new DinersService(store, dinerVisitStats) },
  ],
})
export class DinersModule {}
