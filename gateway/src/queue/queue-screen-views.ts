import { Injectable, Logger } from '@nestjs/common';
import { QueueService, screenStateAfter, type QueueScreenState, type ScreenEvent } from '@covers/services/queue';
import type { QueueScreenResult } from '@covers/shared';

type Send = (view: QueueScreenResult) => void;
/** A committed event with its place in the log. */
type PlacedEvent = ScreenEvent & { position: number };
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
 *
 * Events may be heard before the tailer delivers them (`heard`: at their commit, in any process). Each event is applied
 * once, and never after a later one of its outlet: one the tailer delivers behind what was heard is left to the read.
 */
@Injectable()
export class QueueScreenViews {
  private readonly logger = new Logger('QueueScreenViews');
  private readonly reading = new Map<number, Read>();
  private readonly shown = new Map<number, QueueScreenState>();
  /** Per outlet, the last event applied to its view. */
  private readonly appliedUpTo = new Map<number, number>();

  constructor(private readonly queue: QueueService) {}

  /**
   * The queue of `rid` changed by `events` (none: a screen joined): what they show is handed to `send` at once, then
   * the view is read (after the read under way, if any) and handed on.
   */
  changed(rid: number, send: Send, events: readonly PlacedEvent[] = []): void {
    this.heard(rid, send, events);
    const current = this.reading.get(rid);
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

  /**
   * Events of `rid` applied to the view last handed on, which is handed to `send` at once if they change it: those
   * heard at their commit, and those the tailer delivers (`changed`, which then reads).
   */
  heard(rid: number, send: Send, events: readonly PlacedEvent[]): void {
    const after = this.appliedUpTo.get(rid) ?? -1;
    const fresh = events.filter((event) => event.position > after);
    if (fresh.length === 0) return;
    this.appliedUpTo.set(rid, Math.max(...fresh.map((event) => event.position)));
    const shown = this.shown.get(rid);
    const patched = shown ? screenStateAfter(shown, fresh) : null;
    if (!patched) return;
    this.shown.set(rid, patched);
    send(patched.view);
    const current = this.reading.get(rid);
    if (current) current.overtaken = true;
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
