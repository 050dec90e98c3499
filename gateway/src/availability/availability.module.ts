import { Module } from '@nestjs/common';
import { AvailabilityService } from '@covers/services/availability';
import { EventStore } from '@covers/services/eventstore';
import { bookingsBetween } from '@covers/services/reservations';
import { availabilityDemoSeeder } from './availability.demo-seeder';
import { AvailabilityController } from './availability.controller';
import { SessionController } from './session.controller';

/** The availability context: spec §7's availability group and its session group (the outlet's services). */
@Module({
  controllers: [AvailabilityController, SessionController],
  providers: [
    {
      provide: AvailabilityService,
      inject: [EventStore],
      useFactory: (store: EventStore) => new AvailabilityService(store, bookingsBetween),
    },
  ],
})
export class AvailabilityModule {
  static readonly demoSeeder = availabilityDemoSeeder;
}
