import { Module } from '@nestjs/common';
import { DinersService } from '@covers/services/diners';
import { EventStore } from '@covers/services/eventstore';
import { DinerController } from './diner.controller';
import { TagController } from './tag.controller';

/** The diners context: spec §7's diner and tag groups. */
@Module({
  controllers: [DinerController, TagController],
  providers: [{ provide: DinersService, inject: [EventStore], useFactory: (store: EventStore) => new DinersService(store) }],
})
export class DinersModule {}
