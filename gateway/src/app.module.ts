import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { randomUUID } from 'node:crypto';
import { LoggerModule } from 'nestjs-pino';
import { EnvelopeExceptionFilter } from './common/envelope-exception.filter';
import { EnvelopeInterceptor } from './common/envelope.interceptor';
import { redactRequestSecrets } from './common/log-redaction';
import { logStream } from './common/log-stream';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/config';
import { ClockController } from './clock/clock.controller';
import { CONTEXT_MODULES } from './contexts';
import { DatabaseModule } from './database/database.module';
import { DemoModule } from './demo/demo.module';
import { HealthController } from './health/health.controller';
import { LiveModule } from './live/live.module';
import { OutboxModule } from './outbox/outbox.module';

@Module({})
export class AppModule {
  /** `logTo`: where the logs are written, stdout unless a test reads them. */
  static register(config: GatewayConfig, logTo?: NodeJS.WritableStream): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot({
          // Express 5's syntax for every path: the module's default '*' is the legacy one Nest warns about.
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            stream: logStream(config.prettyLogs, logTo),
            level: config.logLevel,
            genReqId: (req, res) => {
              const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
              res.setHeader('x-request-id', id);
              return id;
            },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: redactRequestSecrets },
            autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
          },
        }),
        ThrottlerModule.forRoot([{ ttl: config.rateLimit.windowMs, limit: config.rateLimit.max }]),
        DatabaseModule,
        LiveModule,
        OutboxModule,
        ...CONTEXT_MODULES,
        DemoModule,
      ],
      controllers: [HealthController, ClockController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
      ],
      exports: [GATEWAY_CONFIG],
    };
  }
}
