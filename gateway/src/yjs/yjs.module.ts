import { Logger, Module } from '@nestjs/common';
import { YjsUpdateLog } from '@covers/services/floor';
import type { DataSource } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { DATA_SOURCE } from '../database/database.module';
import { LiveModule } from '../live/live.module';
import { RedisDocumentRelay } from './document-relay';
import { YjsDocuments } from './yjs-documents';
import { YjsServer } from './yjs.server';

/** The collaborative table-plan documents: their store, and the y-websocket endpoint at /yjs/<document>. */
@Module({
  imports: [LiveModule],
  providers: [
    {
      provide: YjsDocuments,
      inject: [DATA_SOURCE, GATEWAY_CONFIG],
      async useFactory(dataSource: DataSource, config: GatewayConfig) {
        const logger = new Logger('Yjs');
        // With REDIS_URL the gateway processes relay each document's changes to one another.
        const relay = config.redisUrl
          ? await RedisDocumentRelay.connect(config.redisUrl, (error) => logger.warn(`Yjs relay: ${String(error)}`))
          : undefined;
        return new YjsDocuments(new YjsUpdateLog(dataSource), {
          relay,
          onError: (error, docName) => logger.error(`Storing ${docName} failed, retrying: ${String(error)}`),
        });
      },
    },
    YjsServer,
  ],
  exports: [YjsDocuments],
})
export class YjsModule {}
