import { Module } from '@nestjs/common';
import { ReservationController } from './reservation.controller';
import { reservationsServiceProvider } from './reservations.provider';

@Module({
  controllers: [ReservationController],
  providers: [reservationsServiceProvider],
  exports: [reservationsServiceProvider],
})
export class ReservationModule {}
