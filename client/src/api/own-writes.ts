/** How long this tab remembers the request ids of its writes: longer than any live echo takes to come back. */
const OWN_WRITE_MEMORY_MS = 60_000;

/**
 * The request ids (`X-Request-Id`) of this tab's writes over the last minute. The gateway stores a write's
 * request id as its events' correlation id, so the live echo of a write this tab made can be told apart.
 */
export function createOwnWrites(now: () => number = Date.now) {
  const sentAt = new Map<string, number>();
  const forgetOld = () => {
    const cutoff = now() - OWN_WRITE_MEMORY_MS;
    for (const [id, at] of sentAt) {
      if (at > cutoff) break;
      sentAt.delete(id);
    }
  };
  return {
    remember(id: string): void {
      forgetOld();
      sentAt.set(id, now());
    },
    has(id: string | null | undefined): boolean {
      forgetOld();
      return id !== null && id !== undefined && sentAt.has(id);
    },
  };
}
