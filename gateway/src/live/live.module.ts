import { Module, type OnModuleInit } from '@nestjs/common';
import { DatabaseShutdown } from '../database/database.module';
import { QueueModule } from '../queue/queue.module';
import { EventTailer } from './event-tailer';
import { LiveGateway } from './live.gateway';

/** The live gateway: Socket.IO rooms per outlet fed by this process's tailer of the event log. */
@Module({ imports: [QueueModule], providers: [EventTailer, LiveGateway], exports: [EventTailer] })
export class LiveModule implements OnModuleInit {
  constructor(
    private readonly gateway: LiveGateway,
    private readonly shutdown: DatabaseShutdown,
  ) {}

  onModuleInit(): void {
    this.shutdown.beforeClose('live gateway', () => this.gateway.stop());
  }
}
