import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';
import type { GatewayConfig } from '../config/config';

type RedisClient = ReturnType<typeof createClient>;

/** Socket.IO with the configured CORS allow-list, and the Redis adapter when REDIS_URL is set. */
export class LiveIoAdapter extends IoAdapter {
  private clients: RedisClient[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: GatewayConfig,
  ) {
    super(app);
  }

  /** Connects to Redis before any gateway is created, so every namespace starts on the shared adapter. */
  async connect(): Promise<this> {
    if (this.config.redisUrl) {
      const pub = createClient({ url: this.config.redisUrl });
      const sub = pub.duplicate();
      await Promise.all([pub.connect(), sub.connect()]);
      this.clients = [pub, sub];
    }
    return this;
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, { ...options, cors: { origin: this.config.corsOrigins, credentials: true } });
    if (this.clients.length === 2) server.adapter(createAdapter(this.clients[0], this.clients[1]));
    return server;
  }

  override async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    await super.close(server);
    const clients = this.clients;
    this.clients = [];
    await Promise.all(clients.map((client) => client.quit().catch(() => undefined)));
  }
}
