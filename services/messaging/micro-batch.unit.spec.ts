import { MicroBatch } from './micro-batch';

describe('jobs running side by side share a batch', () => {
  it('calls made together are worked as one batch, each answered with its own result; later calls make the next', async () => {
    const batches: number[][] = [];
    const doubled = new MicroBatch<number, number>(async (items) => {
      batches.push(items);
      return items.map((item) => item * 2);
    }, 3);
    const together = await Promise.all([1, 2, 3, 4].map((n) => doubled.run(n)));
    const later = await doubled.run(5);
    expect(together).toEqual([2, 4, 6, 8]);
    expect(later).toBe(10);
    expect(batches).toEqual([[1, 2, 3], [4], [5]]);
  });

  it('a failed batch fails each of its calls, and the next batch is worked all the same', async () => {
    let tries = 0;
    const flaky = new MicroBatch<string, string>(async (items) => {
      tries += 1;
      if (tries === 1) throw new Error('database gone');
      return items.map((item) => item.toUpperCase());
    }, 10);
    const first = await Promise.allSettled([flaky.run('a'), flaky.run('b')]);
    expect(first.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await flaky.run('c')).toBe('C');
  });
});
