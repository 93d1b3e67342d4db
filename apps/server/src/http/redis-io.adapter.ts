import type { AppConfig } from '@dha/server-core';
import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

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
  }

  private readonly channel: string;

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(createAdapter(this.pub, this.sub, { key: this.channel }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
