import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module';
import { SessionController } from './session.controller';

/** Spec §7's session group, over the availability context. */
@Module({
  imports: [AvailabilityModule],
  controllers: [SessionController],
})
export class SessionModule {}
