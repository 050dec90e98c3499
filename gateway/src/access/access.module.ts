import { Global, Logger, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessService, SignInService } from '@covers/services/access';
import { EventStore } from '@covers/services/eventstore';
import type { DataSource } from 'typeorm';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { DATA_SOURCE } from '../database/database.module';
import { AccessGuard } from './access.guard';
import { LoginController } from './login.controller';
import { UacController } from './uac.controller';

/**
 * The access context: the directory of groups, outlets and users, sign-in, the guard every HTTP route passes,
 * and spec §7's login and uac groups.
 */
@Global()
@Module({
  controllers: [LoginController, UacController],
  providers: [
    { provide: AccessService, inject: [EventStore], useFactory: (store: EventStore) => new AccessService(store) },
    {
      provide: SignInService,
      inject: [DATA_SOURCE, AccessService, GATEWAY_CONFIG],
      useFactory(dataSource: DataSource, access: AccessService, config: GatewayConfig) {
        const logger = new Logger('SignIn');
        return new SignInService(dataSource, access, {
          jwtSecret: config.jwtSecret,
          accessTokenTtlSeconds: config.accessTokenTtlSeconds,
          refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
          messagingSecret: config.messagingSecret,
          onMessage: config.production
            ? undefined
            : (message) => logger.log(`Message to ${message.username} <${message.to}>: ${message.text}`),
        });
      },
    },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AccessService, SignInService],
})
export class AccessModule {}
