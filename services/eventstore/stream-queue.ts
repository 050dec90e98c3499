/**
 * Writers of one stream in this process, one at a time, in arrival order. A decision then waits here instead of
 * holding a pooled connection while it waits for the stream's lock in PostgreSQL (which serialises processes).
 * Several streams are taken in id order, so two writers of the same streams cannot wait for each other.
 */
export class StreamQueue {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(streamIds: readonly string[], work: () => Promise<T>): Promise<T> {
    const releases: (() => void)[] = [];
    try {
      for (const streamId of [...new Set(streamIds)].sort()) releases.push(await this.take(streamId));
      return await work();
    } finally {
      for (const release of releases) release();
    }
  }

  private async take(streamId: string): Promise<() => void> {
    const previous = this.tails.get(streamId);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous ? previous.then(() => mine) : mine;
    this.tails.set(streamId, tail);
    if (previous) await previous;
    return () => {
      release();
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    };
  }
}
