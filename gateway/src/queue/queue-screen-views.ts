import { Injectable, Logger } from '@nestjs/common';
import { QueueService, screenStateAfter, type QueueScreenState, type ScreenEvent } from '@covers/services/queue';
import type { QueueScreenResult } from '@covers/shared';

type Send = (view: QueueScreenResult) => void;
/** A read in flight: whether a change came meanwhile, whether one was shown, and whether a screen joined since the last send. */
interface Read {
  again: boolean;
  overtaken: boolean;
  joined: boolean;
}

/**
 * The status screens' view of each outlet, read once per change for all the screens of this process rather than once
 * by each screen. While a read is under way, the changes told meanwhile make one more read after it: each outlet has
 * at most one read in flight, and the last view handed on was read after the last change.
 *
 * The events of a change are applied at once to the view last handed on, so a number called shows without waiting for
 * the read; the read then brings the waits. A read under way when events were applied may have started before them:
 * it is dropped for the one after it. A read that shows what was last handed on is not sent again, unless a screen
 * joined meanwhile: 200 screens are not sent the same view twice for every call.
 */
@Injectable()
export class QueueScreenViews {
  private readonly logger = new Logger('QueueScreenViews');
  private readonly reading = new Map<number, Read>();
  private readonly shown = new Map<number, QueueScreenState>();

  constructor(private readonly queue: QueueService) {}

  /**
   * The queue of `rid` changed by `events` (none: a screen joined): what they show is handed to `send` at once, then
   * the view is read (after the read under way, if any) and handed on.
   */
  changed(rid: number, send: Send, events: readonly ScreenEvent[] = []): void {
    const current = this.reading.get(rid);
    const shown = this.shown.get(rid);
    const patched = shown && events.length > 0 ? screenStateAfter(shown, events) : null;
    if (patched) {
      this.shown.set(rid, patched);
      send(patched.view);
      if (current) current.overtaken = true;
    }
    if (current) {
      current.again = true;
      current.joined ||= events.length === 0;
      return;
    }
    const read: Read = { again: false, overtaken: false, joined: events.length === 0 };
    this.reading.set(rid, read);
    void this.readWhileChanging(rid, read, send);
  }

  /** No screen of `rid` is here: its view is not kept up, so none is kept. */
  forget(rid: number): void {
    this.shown.delete(rid);
  }

  private async readWhileChanging(rid: number, read: Read, send: Send): Promise<void> {
    try {
      do {
        read.again = false;
        read.overtaken = false;
        const state = await this.queue.screenState(rid, new Date().toISOString());
        if (read.overtaken) continue;
        const before = this.shown.get(rid);
        this.shown.set(rid, state);
        if (!read.joined && before && JSON.stringify(before.view) === JSON.stringify(state.view)) continue;
        read.joined = false;
        send(state.view);
      } while (read.again);
    } catch (error) {
      this.shown.delete(rid);
      this.logger.error(error instanceof Error ? error.stack : String(error));
    } finally {
      this.reading.delete(rid);
    }
  }
}
