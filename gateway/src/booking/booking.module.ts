import { Module } from '@nestjs/common';
import { ReservationModule } from '../reservation/reservation.module';
import { BookingController } from './booking.controller';

@Module({
  imports: [ReservationModule],
  controllers: [BookingController],
})
export class BookingModule {}
