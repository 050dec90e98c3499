import { Module } from '@nestjs/common';
import { EventStore } from '@covers/services/eventstore';
import { NotificationsService } from '@covers/services/notifications';
import { NotificationsController } from './notifications.controller';

/** Staff notifications: the feed of what staff must know of, read per user. Live through the outlet's domain events. */
@Module({
  controllers: [NotificationsController],
  providers: [{ provide: NotificationsService, inject: [EventStore], useFactory: (store: EventStore) => new NotificationsService(store) }],
})
export class NotificationsModule {}
