import { Global, Module } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { ExportLog, ReportsService } from '@covers/services/reports';
import { AnalyticsController } from './analytics.controller';

/** The reports context: spec §7's analytics group over the reports' read models, and the log of exports every CSV route records to. */
@Global()
@Module({
  controllers: [AnalyticsController],
  providers: [
    { provide: ReportsService, inject: [EventStore], useFactory: (store: EventStore) => new ReportsService(store) },
    { provide: ExportLog, inject: [EventStore], useFactory: (store: EventStore) => new ExportLog(store) },
  ],
  exports: [ExportLog],
})
export class ReportsModule {}
