import { LiveConnection } from './live-connection';
import { fakeSockets } from './testing/fake-socket';

function setup(initialToken: string | null = 'tok-1') {
  let token = initialToken;
  const fake = fakeSockets();
  const reconnected = jest.fn();
  const probe = jest.fn(async () => undefined);
  const conn = new LiveConnection({
    open: fake.open,
    token: () => token,
    onReconnected: reconnected,
    probeSession: probe,
    tokenPollMs: 50,
    retryDelaysMs: [100],
  });
  return { conn, fake, reconnected, probe, setToken: (t: string | null) => (token = t) };
}

describe('LiveConnection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('connects with the token, is live after the connect and re-fetches on every (re)connect', () => {
    const { conn, fake, reconnected } = setup();
    conn.start();
    expect(fake.sockets).toHaveLength(1);
    expect(fake.last().token).toBe('tok-1');
    expect(conn.getStatus()).toBe('connecting');

    fake.last().serverConnect();
    expect(conn.getStatus()).toBe('live');
    expect(reconnected).toHaveBeenCalledTimes(1);

    fake.last().drop();
    expect(conn.getStatus()).toBe('paused');
    fake.last().serverConnect();
    expect(conn.getStatus()).toBe('live');
    expect(reconnected).toHaveBeenCalledTimes(2);
    conn.stop();
  });

  it('re-fetches after a wait when the server never answers session', () => {
    const { conn, fake, reconnected } = setup();
    conn.start();
    const s = fake.last();
    s.connected = true;
    (s as unknown as { fire(e: string): void }).fire('connect');
    expect(reconnected).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2_000);
    expect(reconnected).toHaveBeenCalledTimes(1);
    conn.stop();
  });

  it('opens a new socket with the new token after a refresh, and an anonymous one after logout', () => {
    const { conn, fake, setToken } = setup();
    conn.start();
    fake.last().serverConnect();
    setToken('tok-2');
    jest.advanceTimersByTime(60);
    expect(fake.sockets).toHaveLength(2);
    expect(fake.sockets[0]!.closed).toBe(true);
    expect(fake.last().token).toBe('tok-2');
    // the swap does not flash "paused"
    expect(conn.getStatus()).toBe('live');

    setToken(null);
    conn.checkToken();
    expect(fake.sockets).toHaveLength(3);
    expect(fake.last().token).toBeNull();
    conn.stop();
  });

  it('dispatches server events to the subscribed handlers, only from the current socket', () => {
    const { conn, fake, setToken } = setup();
    const seen: number[] = [];
    const off = conn.on('signup.changed', (e) => seen.push(e.id));
    conn.start();
    const first = fake.last();
    first.serverConnect();
    const ev = { id: 7, courseId: 1, userId: 2, from: 10, to: 20, offerType: null, version: 2, at: 0 } as const;
    first.push('signup.changed', ev);
    setToken('tok-2');
    conn.checkToken();
    first.push('signup.changed', { ...ev, id: 8 }); // a late event of the closed socket
    fake.last().serverConnect();
    fake.last().push('signup.changed', { ...ev, id: 9 });
    off();
    fake.last().push('signup.changed', { ...ev, id: 10 });
    expect(seen).toEqual([7, 9]);
    conn.stop();
  });

  it('watches courses across reconnects, counted per caller', () => {
    const { conn, fake } = setup(null);
    conn.start();
    const unwatchA = conn.watchCourse(5);
    const unwatchB = conn.watchCourse(5);
    const s = fake.last();
    s.serverConnect();
    expect(s.emitted).toEqual([['course.watch', 5]]);
    s.drop();
    s.serverConnect();
    expect(s.emitted).toEqual([
      ['course.watch', 5],
      ['course.watch', 5],
    ]);
    unwatchA();
    expect(s.emitted).toHaveLength(2);
    unwatchB();
    unwatchB();
    expect(s.emitted[2]).toEqual(['course.unwatch', 5]);
    expect(s.emitted).toHaveLength(3);
    conn.stop();
  });

  it('after the server drops a token socket: probes the session once, then reconnects with the current token', () => {
    const { conn, fake, probe, setToken } = setup();
    conn.start();
    fake.last().serverConnect();
    fake.last().serverDisconnect();
    expect(conn.getStatus()).toBe('paused');
    expect(probe).toHaveBeenCalledTimes(1);
    // the probe refreshed the token: the poll reconnects with it
    setToken('tok-2');
    jest.advanceTimersByTime(60);
    expect(fake.last().token).toBe('tok-2');
    fake.last().serverConnect();
    expect(conn.getStatus()).toBe('live');
    conn.stop();
  });

  it('a refused handshake is retried later with one probe per token, not in a loop', () => {
    const { conn, fake, probe } = setup();
    conn.start();
    fake.last().refuse();
    expect(conn.getStatus()).toBe('paused');
    jest.advanceTimersByTime(100);
    expect(fake.sockets).toHaveLength(2);
    fake.last().push('session', { authenticated: false });
    jest.advanceTimersByTime(100);
    expect(fake.sockets).toHaveLength(3);
    expect(probe).toHaveBeenCalledTimes(1);
    conn.stop();
  });
});
