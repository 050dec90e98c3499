import { Module } from '@nestjs/common';
import { reservationsDemoSeeder } from './reservations.demo-seeder';
import { BookingController } from './booking.controller';
import { ReservationController } from './reservation.controller';
import { reservationsServiceProvider } from './reservations.provider';

/** The reservations context: spec §7's booking group (one booking's life) and reservation group (the day's list). */
@Module({
  controllers: [BookingController, ReservationController],
  providers: [reservationsServiceProvider],
})
export class ReservationsModule {
  static readonly demoSeeder = reservationsDemoSeeder;
}
