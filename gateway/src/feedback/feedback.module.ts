import { Module } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { FeedbackService } from '@covers/services/feedback';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/config';
import { CommentDownloadController } from './comment-download.controller';
import { FeedbackController } from './feedback.controller';

/** The feedback context: spec §7's feedback group and the public comment download. */
@Module({
  controllers: [FeedbackController, CommentDownloadController],
  providers: [
    {
      provide: FeedbackService,
      inject: [EventStore, GATEWAY_CONFIG],
      // Links go out to diners as messages: they are sealed with the messaging secret.
      useFactory: (store: EventStore, config: GatewayConfig) => new FeedbackService(store, { linkSecret: config.messagingSecret }),
    },
  ],
})
export class FeedbackModule {}
