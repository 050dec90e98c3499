import { Module } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { ReservationsService } from '@covers/services/reservations';
import { reservationsDemoSeeder } from './reservations.demo-seeder';
import { BookingController } from './booking.controller';
import { ReservationController } from './reservation.controller';

/** The reservations context: spec §7's booking group (one booking's life) and reservation group (the day's list). */
@Module({
  controllers: [BookingController, ReservationController],
  providers: [{ provide: ReservationsService, inject: [EventStore], useFactory: (store: EventStore) => new ReservationsService(store) }],
  exports: [ReservationsService],
})
export class ReservationsModule {
  static readonly demoSeeder = reservationsDemoSeeder;
}
