import { Module } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { TelephonyService } from '@covers/services/telephony';
import { IncomingCallController } from './incoming-call.controller';
import { PhoneBookingSettingController } from './phone-booking-setting.controller';

/** Phone bookings: the settings and API keys (spec §7's setting group), and the telephony system's calls in (static API key). */
@Module({
  controllers: [PhoneBookingSettingController, IncomingCallController],
  providers: [{ provide: TelephonyService, inject: [EventStore], useFactory: (store: EventStore) => new TelephonyService(store) }],
})
export class TelephonyModule {}
