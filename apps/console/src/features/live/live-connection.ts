import type { LiveClientEvents, LiveServerEvents } from '@dha/contracts';

export type LiveStatus = 'connecting' | 'live' | 'paused';
export type LiveEventName = keyof LiveServerEvents;
export type LiveHandler<E extends LiveEventName> = LiveServerEvents[E];

/** The slice of a socket.io-client `Socket` the connection uses (tests hand in a fake). */
export interface LiveSocketLike {
  readonly connected: boolean;
  /** false after the server refused or dropped the socket: socket.io will not retry by itself */
  readonly active: boolean;
  // socket.io types each event's listener; this slice sees them all, so `any` as socket.io does
  /* eslint-disable @typescript-eslint/no-explicit-any */
  on(event: string, listener: (...args: any[]) => void): unknown;
  onAny(listener: (event: string, ...args: any[]) => void): unknown;
  /* eslint-enable @typescript-eslint/no-explicit-any */
  emit<E extends keyof LiveClientEvents>(event: E, ...args: Parameters<LiveClientEvents[E]>): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface LiveConnectionOptions {
  /** opens a socket for a token (null: anonymous) */
  open(token: string | null): LiveSocketLike;
  /** the current access token */
  token(): string | null;
  /** called after every (re)connect once the server has answered: re-fetch what is on screen */
  onReconnected(): void;
  /**
   * The server refused a socket that carried a token (expired or revoked): make one authenticated
   * HTTP call so the API client refreshes the token (or opens the expired-session prompt).
   */
  probeSession(): Promise<unknown>;
  /** how often to look for a new token (refresh, login, logout in another tab) */
  tokenPollMs?: number;
  /** waits before opening a socket again after the server refused or dropped it */
  retryDelaysMs?: readonly number[];
  /** how long to wait for the `session` answer before re-fetching anyway */
  sessionWaitMs?: number;
}

const DEFAULT_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/**
 * One live socket per tab. It follows the access token (a refresh, a login or a logout opens a new
 * socket with the new one, anonymous when there is none), keeps the watched courses across
 * reconnects (the server keeps nothing for a disconnected browser), and asks the app to re-fetch
 * after every (re)connect so nothing pushed while away is missed.
 */
export class LiveConnection {
  private socket: LiveSocketLike | null = null;
  private socketToken: string | null = null;
  private status: LiveStatus = 'connecting';
  private readonly statusListeners = new Set<() => void>();
  private readonly handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  private readonly watched = new Map<number, number>();
  private tokenTimer: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private sessionTimer: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  /** the token a probe already ran for: one probe per token, no loops */
  private probedToken: string | null = null;
  private started = false;

  constructor(private readonly opts: LiveConnectionOptions) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.openSocket();
    this.tokenTimer = setInterval(() => this.checkToken(), this.opts.tokenPollMs ?? 1_000);
  }

  stop(): void {
    this.started = false;
    if (this.tokenTimer) clearInterval(this.tokenTimer);
    this.tokenTimer = null;
    this.clearTimers();
    this.closeSocket();
  }

  /** Reconnect at once if the token changed (also called by the provider on login/logout). */
  checkToken(): void {
    if (!this.started) return;
    const token = this.opts.token();
    if (token !== this.socketToken) {
      this.retries = 0;
      this.openSocket();
    }
  }

  getStatus = (): LiveStatus => this.status;

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  on<E extends LiveEventName>(event: E, handler: LiveHandler<E>): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    const h = handler as (...args: unknown[]) => void;
    set.add(h);
    return () => set.delete(h);
  }

  /** Start watching a course's places (counted: two components may watch the same course). */
  watchCourse(courseId: number): () => void {
    const n = this.watched.get(courseId) ?? 0;
    this.watched.set(courseId, n + 1);
    if (n === 0 && this.socket?.connected) this.socket.emit('course.watch', courseId);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.watched.get(courseId) ?? 1) - 1;
      if (left > 0) {
        this.watched.set(courseId, left);
        return;
      }
      this.watched.delete(courseId);
      if (this.socket?.connected) this.socket.emit('course.unwatch', courseId);
    };
  }

  private setStatus(next: LiveStatus): void {
    if (next === this.status) return;
    this.status = next;
    this.statusListeners.forEach((l) => l());
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.sessionTimer) clearTimeout(this.sessionTimer);
    this.retryTimer = this.sessionTimer = null;
  }

  private closeSocket(): void {
    const old = this.socket;
    this.socket = null;
    old?.disconnect();
  }

  private openSocket(): void {
    this.clearTimers();
    this.closeSocket();
    const token = this.opts.token();
    this.socketToken = token;
    const socket = this.opts.open(token);
    this.socket = socket;
    // a socket replaced by a newer one must not touch the state any more
    const current = () => this.socket === socket;

    socket.on('connect', () => {
      if (!current()) return;
      this.retries = 0;
      this.setStatus('live');
      for (const id of this.watched.keys()) socket.emit('course.watch', id);
      // the server answers `session` once the rooms are joined; re-fetch then (or after a wait)
      if (this.sessionTimer) clearTimeout(this.sessionTimer);
      this.sessionTimer = setTimeout(() => this.reconnected(), this.opts.sessionWaitMs ?? 1_500);
    });
    socket.on('disconnect', (reason: string) => {
      if (!current()) return;
      this.setStatus('paused');
      // socket.io retries on its own except when the server dropped the socket (logout, expiry)
      if (reason === 'io server disconnect') this.refused();
    });
    socket.on('connect_error', () => {
      if (!current()) return;
      this.setStatus('paused');
      if (!socket.active) this.refused();
    });
    socket.onAny((event: string, ...args: unknown[]) => {
      if (!current()) return;
      if (event === 'session') {
        const state = args[0] as { authenticated?: boolean } | undefined;
        if (token && state && !state.authenticated) {
          this.refused();
          return;
        }
        this.reconnected();
      }
      this.handlers.get(event)?.forEach((h) => {
        try {
          h(...args);
        } catch (e) {
          console.error(`live event ${event}:`, e);
        }
      });
    });
  }

  private reconnected(): void {
    if (this.sessionTimer) clearTimeout(this.sessionTimer);
    this.sessionTimer = null;
    this.opts.onReconnected();
  }

  /** The server refused or dropped the socket: refresh the token if it carried one, then try again later. */
  private refused(): void {
    if (this.retryTimer) return;
    const token = this.socketToken;
    if (token && this.probedToken !== token) {
      this.probedToken = token;
      // the probe refreshes the token (the poll then reconnects) or ends the session
      void this.opts.probeSession().catch(() => undefined);
    }
    const delays = this.opts.retryDelaysMs ?? DEFAULT_RETRY_MS;
    const delay = delays[Math.min(this.retries, delays.length - 1)] ?? 30_000;
    this.retries++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.started) this.openSocket();
    }, delay);
  }
}
