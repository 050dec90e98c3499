import { Module } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { OnlineService } from '@covers/services/online';
import { ReservationsService } from '@covers/services/reservations';
import { ReservationsModule } from '../reservations/reservations.module';
import { onlineDemoSeeder } from './online.demo-seeder';
import { OnlineBookingPageController } from './online-booking-page.controller';
import { OnlineSettingController } from './online-setting.controller';

/** Online bookings: the settings (spec §7's setting group) and the diner-facing booking page (public). */
@Module({
  imports: [ReservationsModule],
  controllers: [OnlineSettingController, OnlineBookingPageController],
  providers: [
    {
      provide: OnlineService,
      inject: [EventStore, ReservationsService],
      useFactory: (store: EventStore, reservations: ReservationsService) => new OnlineService(store, reservations),
    },
  ],
})
export class OnlineModule {
  static readonly demoSeeder = onlineDemoSeeder;
}
