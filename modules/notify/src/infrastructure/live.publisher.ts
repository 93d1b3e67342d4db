import type { LiveServerEvents } from '@dha/contracts';
import { APP_CONFIG, type AppConfig } from '@dha/server-core';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';

/** The Redis key of the Socket.IO adapter (apps/server/src/http/redis-io.adapter.ts uses the same). */
export const liveRedisKey = (config: Pick<AppConfig, 'REDIS_PREFIX'>): string => `${config.REDIS_PREFIX}:socket.io`;

/**
 * The one way anything pushes on the live channel. It publishes to Redis (no Socket.IO server
 * needed), so a worker process reaches browsers connected to any API process, and an API process
 * reaches its own sockets the same way.
 */
@Injectable()
export class LivePublisher implements OnApplicationShutdown {
  private readonly logger = new Logger(LivePublisher.name);
  // a client of its own: no key prefix (pub/sub channels are named by the key below), and a push
  // never waits behind the request path's commands
  private readonly redis: Redis;
  private readonly emitter: Emitter<LiveServerEvents>;
  /** the publishes of the emitter call being made (the emitter drops their promises: we keep them) */
  private sending: Array<Promise<unknown>> = [];
  /** set while an emit is only encoded: its pub/sub messages, not sent */
  private encoded: Array<[string, string | Buffer]> | null = null;
  private closed = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
    // errors reach the publishing callers; the listener keeps ioredis from logging each reconnect as unhandled
    this.redis.on('error', () => undefined);
    const client = {
      publish: (channel: string, message: string | Buffer) => {
        if (this.encoded) {
          this.encoded.push([channel, message]);
          return Promise.resolve(0);
        }
        const sent = this.redis.publish(channel, message);
        this.sending.push(sent);
        return sent;
      },
    };
    this.emitter = new Emitter<LiveServerEvents>(client, { key: liveRedisKey(config) });
  }

  /** Emits to every socket in any of `rooms`; a socket in several of them gets one copy. */
  emit<E extends keyof LiveServerEvents>(rooms: string | string[], event: E, ...args: Parameters<LiveServerEvents[E]>): Promise<void> {
    const targets = typeof rooms === 'string' ? [rooms] : rooms;
    if (!targets.length) return Promise.resolve();
    return this.send(event, () => this.emitTo(targets, event, ...args));
  }

  /**
   * The Redis pub/sub messages `emit` would publish, without publishing them: for a caller that
   * publishes them itself, in one step with something else (a version check).
   */
  encode<E extends keyof LiveServerEvents>(
    rooms: string[],
    event: E,
    ...args: Parameters<LiveServerEvents[E]>
  ): Array<[string, string | Buffer]> {
    const messages: Array<[string, string | Buffer]> = [];
    this.encoded = messages;
    try {
      this.emitTo(rooms, event, ...args);
    } finally {
      this.encoded = null;
    }
    return messages;
  }

  /** The emitter's emit to the sockets of any of `rooms` (one copy per socket). */
  private emitTo<E extends keyof LiveServerEvents>(rooms: string[], event: E, ...args: Parameters<LiveServerEvents[E]>): void {
    (this.emitter.to([...new Set(rooms)]).emit as (ev: E, ...a: Parameters<LiveServerEvents[E]>) => void)(event, ...args);
  }

  /** Emits to every socket of the live channel, signed in or anonymous (data every tenant shares). */
  broadcast<E extends keyof LiveServerEvents>(event: E, ...args: Parameters<LiveServerEvents[E]>): Promise<void> {
    return this.send(event, () => (this.emitter.emit as (ev: E, ...a: Parameters<LiveServerEvents[E]>) => void)(event, ...args));
  }

  /** Puts every socket of `members` into `room` as well (whichever process holds it). */
  join(members: string[], room: string): Promise<void> {
    if (!members.length) return Promise.resolve();
    return this.send('join', () => this.emitter.in(members).socketsJoin(room));
  }

  /** Takes every socket out of `room`, except the sockets that are also in one of `keep`. */
  leave(room: string, keep: string[] = []): Promise<void> {
    return this.send('leave', () => (keep.length ? this.emitter.in(room).except(keep) : this.emitter.in(room)).socketsLeave(room));
  }

  /** Disconnects every socket in `rooms` (whichever process holds it). */
  disconnect(rooms: string | string[]): Promise<void> {
    return this.send('disconnect', () => this.emitter.in(rooms).disconnectSockets(true));
  }

  /**
   * Runs one emitter call and waits for its publishes. A push that fails is logged, not retried:
   * the event is already recorded as applied, and a client catches up by reloading on reconnect.
   */
  private async send(what: string, call: () => void): Promise<void> {
    // jobs still finishing while the process shuts down have no one left to push to here
    if (this.closed) return;
    this.sending = [];
    call();
    const sent = this.sending;
    this.sending = [];
    try {
      await Promise.all(sent);
    } catch (err) {
      this.logger.warn({ err }, `live push ${what} failed`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
