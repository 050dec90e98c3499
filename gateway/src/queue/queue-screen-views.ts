import { Injectable, Logger } from '@nestjs/common';
import { QueueService } from '@covers/services/queue';
import type { QueueScreenResult } from '@covers/shared';

/**
 * The status screens' view of each outlet, read once per change for all the screens of this process rather than once
 * by each screen. While a read is under way, the changes told meanwhile make one more read after it: each outlet has
 * at most one read in flight, so its views are handed on in the order they were read, and the last one handed on was
 * read after the last change.
 */
@Injectable()
export class QueueScreenViews {
  private readonly logger = new Logger('QueueScreenViews');
  private readonly reading = new Map<number, { again: boolean }>();

  constructor(private readonly queue: QueueService) {}

  /** The queue of `rid` changed, or a screen joined: its view is read (after the read under way, if any) and handed to `send`. */
  changed(rid: number, send: (view: QueueScreenResult) => void): void {
    const current = this.reading.get(rid);
    if (current) {
      current.again = true;
      return;
    }
    const read = { again: false };
    this.reading.set(rid, read);
    void this.readWhileChanging(rid, read, send);
  }

  private async readWhileChanging(rid: number, read: { again: boolean }, send: (view: QueueScreenResult) => void): Promise<void> {
    try {
      do {
        read.again = false;
        send(await this.queue.screenView(rid, new Date().toISOString()));
      } while (read.again);
    } catch (error) {
      this.logger.error(error instanceof Error ? error.stack : String(error));
    } finally {
      this.reading.delete(rid);
    }
  }
}
