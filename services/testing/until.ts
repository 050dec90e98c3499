/** Polls until `check` holds (deliveries and other background work are asynchronous); fails after `ms`. */
export async function until<T>(read: () => T | Promise<T>, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
