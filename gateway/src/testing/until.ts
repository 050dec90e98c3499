import { createServer, type AddressInfo } from 'node:net';

export { until } from '@covers/services/testing/until';

/** A TCP port nothing listens on now, for a gateway whose public address must be known before it starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
