import { Logger, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DinersService } from '@covers/services/diners';
import { EventStore } from '@covers/services/eventstore';
import { ReservationsService } from '@covers/services/reservations';
import { DatabaseShutdown } from '../database/database.module';
import { ReservationsModule } from '../reservations/reservations.module';
import { DinerController } from './diner.controller';
import { TagController } from './tag.controller';

const logger = new Logger('DinerMatchKeys');

/** The diners context: spec §7's diner and tag groups; this process keeps the diners' match keys in the background. */
@Module({
  controllers: [DinerController, TagController],
  imports: [ReservationsModule],
  providers: [
    {
      provide: DinersService,
      inject: [EventStore, ReservationsService],
      useFactory: (store: EventStore, reservations: ReservationsService) =>
        new DinersService(store, reservations, (error) => logger.error(error instanceof Error ? error.stack : String(error))),
    },
  ],
})
export class DinersModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly diners: DinersService,
    private readonly shutdown: DatabaseShutdown,
  ) {}

  onModuleInit(): void {
    this.shutdown.beforeClose('diner match keys', () => this.diners.matchKeys.stop());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.diners.matchKeys.start();
  }
}
