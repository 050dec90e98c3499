import type { Type } from '@nestjs/common';
import { AccessModule } from './access/access.module';
import { AvailabilityModule } from './availability/availability.module';
import type { DemoSeeder } from './demo/demo-seeder';
import { DinersModule } from './diners/diners.module';
import { FeedbackModule } from './feedback/feedback.module';
import { FloorModule } from './floor/floor.module';
import { MessagingModule } from './messaging/messaging.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OnlineModule } from './online/online.module';
import { ReportsModule } from './reports/reports.module';
import { QueueModule } from './queue/queue.module';
import { ReservationsModule } from './reservations/reservations.module';
import { TelephonyModule } from './telephony/telephony.module';
import { VouchersModule } from './vouchers/vouchers.module';

/** A context's Nest module; one with demo data declares its seeder. */
type ContextModule = Type & { demoSeeder?: DemoSeeder };

/**
 * Every business context of the gateway: the app imports these modules, and the demo runner seeds them in
 * this order (access first, by the runner itself; then floor, availability, reservations: each reads the one before).
 */
export const CONTEXT_MODULES: ContextModule[] = [
  AccessModule,
  FloorModule,
  AvailabilityModule,
  ReservationsModule,
  DinersModule,
  OnlineModule,
  TelephonyModule,
  FeedbackModule,
  ReportsModule,
  VouchersModule,
  MessagingModule,
  QueueModule,
  NotificationsModule,
];

export const DEMO_SEEDERS: DemoSeeder[] = CONTEXT_MODULES.flatMap((module) => (module.demoSeeder ? [module.demoSeeder] : []));
