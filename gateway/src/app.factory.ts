import 'reflect-metadata';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from 'nestjs-pino';
import { IMPORT_MAX_BYTES } from '@covers/shared';
import { AppModule } from './app.module';
import { clientAssets } from './common/client-assets';
import { BEARER, describeOperations } from './common/openapi-operations';
import { securityHeaders } from './common/security-headers';
import type { GatewayConfig } from './config/config';
import { LiveIoAdapter } from './live/live-io.adapter';

/** Largest body accepted by any route but the import, which has its own limit. */
export const BODY_LIMIT = '8mb';

/** Builds the whole gateway; main.ts listens on it, tests drive it with supertest (and may read its logs from `logTo`). */
export async function createApp(config: GatewayConfig, logTo?: NodeJS.WritableStream): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, logTo), { bodyParser: false, bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config.httpsOnly));
  app.enableCors({ origin: config.corsOrigins, credentials: true });
  app.use(cookieParser());
  // The import's limit is the CSV's (spec §9), counted on the bytes as they are read: a chunked body has no Content-Length.
  app.use(
    ['/api/reservation/import', '/api/diner/import'],
    express.json({ limit: IMPORT_MAX_BYTES }),
    express.urlencoded({ extended: true, limit: IMPORT_MAX_BYTES }),
  );
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(express.urlencoded({ extended: true, limit: BODY_LIMIT }));
  app.setGlobalPrefix('api', { exclude: ['healthz', 'readyz'] });
  app.enableShutdownHooks();
  app.useWebSocketAdapter(await new LiveIoAdapter(app, config).connect());

  const document = describeOperations(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Covers API')
        .setDescription('Back-office console API: envelope { status: { code, msg }, result }')
        .addBearerAuth(undefined, BEARER)
        .addServer('/', 'this gateway')
        .build(),
    ),
    app.get(ModulesContainer),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });

  if (existsSync(join(config.clientDist, 'index.html'))) app.use(clientAssets(config.clientDist));
  return app;
}
