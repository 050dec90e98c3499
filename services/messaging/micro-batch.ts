interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers calls into batches: the calls made while one batch is worked on make up the next, so jobs running side by
 * side share one round of queries instead of each making its own. Each call resolves with its own item's result;
 * a batch that fails rejects all of its calls.
 */
export class MicroBatch<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private running = false;

  constructor(
    private readonly work: (items: In[]) => Promise<Out[]>,
    private readonly maxSize: number,
  ) {}

  run(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        // Calls made in the same turn of the event loop (jobs handed out together) join this batch.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const batch = this.waiting.splice(0, this.maxSize);
        try {
          const results = await this.work(batch.map((waiting) => waiting.item));
          batch.forEach((waiting, i) => waiting.resolve(results[i]));
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
