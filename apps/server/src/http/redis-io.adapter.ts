import type { AppConfig } from '@dha/server-core';
import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { IncomingMessage } from 'node:http';
import type { Server, ServerOptions } from 'socket.io';
import { socketOriginAllowed } from './security-headers';

/**
 * Socket.IO over the Redis adapter: with several API processes (docker-compose api ×2), a push
 * made in one reaches a browser connected to another.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(app: INestApplicationContext, config: AppConfig) {
    super(app);
    this.pub = new Redis(config.REDIS_URL, { lazyConnect: false });
    this.sub = this.pub.duplicate();
    // they reconnect by themselves; while Redis is away, pushes fail and consoles re-fetch on reconnect
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
    this.channel = `${config.REDIS_PREFIX}:socket.io`;
    this.corsOrigins = config.CORS_ORIGINS;
    this.originAllowed = socketOriginAllowed(config);
  }

  private readonly channel: string;
  private readonly servers: Server[] = [];
  private readonly corsOrigins: string[];
  private readonly originAllowed: (request: IncomingMessage) => boolean;

  override createIOServer(port: number, options?: ServerOptions): Server {
    // CORS from the configuration, whatever a gateway asks for; handshakes from other origins refused
    const server = super.createIOServer(port, {
      ...options,
      cors: this.corsOrigins.length ? { origin: this.corsOrigins, credentials: false } : undefined,
      allowRequest: (request: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void) =>
        callback(null, this.originAllowed(request)),
    }) as Server;
    server.adapter(createAdapter(this.pub, this.sub, { key: this.channel }));
    this.servers.push(server);
    return server;
  }

  /** At shutdown: this process's clients are told to go (they reconnect, to another replica); other processes' stay. */
  disconnectLocalClients(): void {
    for (const server of this.servers) server.local.disconnectSockets(true);
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
