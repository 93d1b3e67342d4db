/* eslint-disable @typescript-eslint/no-explicit-any -- listeners of every event shape, as socket.io's own types */
import type { LiveServerEvents } from '@dha/contracts';
import type { LiveSocketLike } from '../live-connection';

/** A socket.io-client stand-in: the test plays the server (connect, push, drop). */
export class FakeSocket implements LiveSocketLike {
  connected = false;
  active = true;
  closed = false;
  readonly emitted: Array<[string, ...unknown[]]> = [];
  private readonly listeners = new Map<string, Array<(...args: any[]) => void>>();
  private readonly anyListeners: Array<(event: string, ...args: any[]) => void> = [];

  constructor(readonly token: string | null) {}

  on(event: string, listener: (...args: any[]) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: (event: string, ...args: any[]) => void): this {
    this.anyListeners.push(listener);
    return this;
  }
  emit(event: string, ...args: unknown[]): this {
    this.emitted.push([event, ...args]);
    return this;
  }
  connect(): this {
    return this;
  }
  disconnect(): this {
    this.closed = true;
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  // ---- the server's side ----
  serverConnect(session: { authenticated: boolean; userId?: number } = { authenticated: !!this.token }): void {
    this.connected = true;
    this.fire('connect');
    this.push('session', session);
  }
  push<E extends keyof LiveServerEvents>(event: E, ...args: Parameters<LiveServerEvents[E]>): void {
    this.anyListeners.forEach((l) => l(event, ...args));
  }
  /** the transport dropped (socket.io retries by itself) */
  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  /** the server disconnected the socket (logout, token expiry): socket.io does not retry */
  serverDisconnect(): void {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }
  refuse(): void {
    this.active = false;
    this.fire('connect_error', new Error('unauthorized'));
  }
  private fire(event: string, ...args: unknown[]): void {
    this.listeners.get(event)?.forEach((l) => l(...args));
  }
}

/** An `open` function that records every socket it made. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    open: (token: string | null): FakeSocket => {
      const s = new FakeSocket(token);
      sockets.push(s);
      return s;
    },
    last: (): FakeSocket => sockets[sockets.length - 1]!,
  };
}
