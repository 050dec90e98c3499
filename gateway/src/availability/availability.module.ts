import { Module } from '@nestjs/common';
import { availabilityDemoSeeder } from './availability.demo-seeder';
import { AvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';
import { SessionController } from './session.controller';

/** The availability context: spec §7's availability group and its session group (the outlet's services). */
@Module({
  controllers: [AvailabilityController, SessionController],
  providers: [AvailabilityService],
})
export class AvailabilityModule {
  static readonly demoSeeder = availabilityDemoSeeder;
}
