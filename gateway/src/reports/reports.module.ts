import { Module } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { ReportsService } from '@covers/services/reports';
import { AnalyticsController } from './analytics.controller';

/** The reports context: spec §7's analytics group over the reports' read models. */
@Module({
  controllers: [AnalyticsController],
  providers: [{ provide: ReportsService, inject: [EventStore], useFactory: (store: EventStore) => new ReportsService(store) }],
})
export class ReportsModule {}
