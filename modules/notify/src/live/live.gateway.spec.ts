import { createTestApp, type TestApp } from '@dha/server/testing';
import { io, type Socket } from 'socket.io-client';

describe('live channel (Socket.IO)', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = await t.app.getUrl();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  function connect(auth: Record<string, string>): Socket {
    const socket = io(url, { auth, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return socket;
  }

  function nextSession(socket: Socket): Promise<{ authenticated: boolean; userId?: number }> {
    return new Promise((resolve, reject) => {
      socket.once('session', resolve);
      setTimeout(() => reject(new Error('no session event')), 5000);
    });
  }

  it('authenticates a socket by its access token and names the user', async () => {
    const token = await t.api.loginAsAdmin();
    const socket = connect({ token });
    const session = await nextSession(socket);
    expect(session).toEqual({ authenticated: true, userId: expect.any(Number) });
    expect(socket.connected).toBe(true);
  });

  it('refuses a socket without a valid token', async () => {
    const socket = connect({ token: 'not-a-token' });
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const session = await nextSession(socket);
    expect(session).toEqual({ authenticated: false });
    await expect(disconnected).resolves.toBe('io server disconnect');
    expect(socket.connected).toBe(false);
  });

  it('drops a revoked token at the next connection', async () => {
    const token = await t.api.loginAsAdmin();
    await t.api.post('/system/auth/logout', undefined, { token });
    const session = await nextSession(connect({ token }));
    expect(session.authenticated).toBe(false);
  });
});
