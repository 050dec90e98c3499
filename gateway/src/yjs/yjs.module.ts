import { Logger, Module } from '@nestjs/common';
import { YjsUpdateLog } from '@covers/services/floor';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../database/database.module';
import { LiveModule } from '../live/live.module';
import { YjsDocuments } from './yjs-documents';
import { YjsServer } from './yjs.server';

/** The collaborative table-plan documents: their store, and the y-websocket endpoint at /yjs/<document>. */
@Module({
  imports: [LiveModule],
  providers: [
    {
      provide: YjsDocuments,
      inject: [DATA_SOURCE],
      useFactory(dataSource: DataSource) {
        const logger = new Logger('Yjs');
        return new YjsDocuments(new YjsUpdateLog(dataSource), { onError: (error, docName) => logger.error(`Storing ${docName} failed, retrying: ${String(error)}`) });
      },
    },
    YjsServer,
  ],
  exports: [YjsDocuments],
})
export class YjsModule {}
