import { signIn, uniq } from '@dha/system/testing';
import { ConfigKey, RoleCode, type LiveReferenceDataChangedEvent, type LiveSessionEvent } from '@dha/contracts';
import { InfraEventTypes } from '@dha/infra';
import { editConfigValue } from '@dha/infra/testing';
import { createTestApp, waitFor, type TestApp } from '@dha/testing';
import { io, type Socket } from 'socket.io-client';

jest.setTimeout(60_000);

/** A browser on the live channel that records the reference-data pushes it receives. */
class LiveClient {
  readonly socket: Socket;
  readonly received: Array<{ event: string; data: LiveReferenceDataChangedEvent }> = [];
  readonly session: Promise<LiveSessionEvent>;

  constructor(url: string, token?: string) {
    this.socket = io(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
    this.socket.onAny((event: string, data: LiveReferenceDataChangedEvent) => this.received.push({ event, data }));
    this.session = new Promise((resolve, reject) => {
      this.socket.once('session', resolve);
      setTimeout(() => reject(new Error('no session event')), 5000).unref();
    });
  }

  count(event: 'dict.changed' | 'config.changed'): number {
    return this.received.filter((r) => r.event === event).length;
  }

  /** Waits for the `n`-th push of `event` and answers it. */
  async nth(event: 'dict.changed' | 'config.changed', n: number): Promise<LiveReferenceDataChangedEvent> {
    return (await waitFor(() => this.received.filter((r) => r.event === event)[n - 1]?.data))!;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Dictionaries and configuration are shared by every tenant: a committed change is pushed to every
 * socket (staff consoles, visitors, anonymous client pages), so their labels and names follow at once.
 */
describe('live dict.changed / config.changed (outbox → live consumer → every socket)', () => {
  let t: TestApp;
  let url: string;
  let admin: string;
  let visitor: string;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = await t.app.getUrl();
    admin = await t.api.loginAsAdmin();
    visitor = (await signIn(t, uniq('livedict'), [RoleCode.COMMON])).token;
  });
  afterAll(async () => {
    clients.forEach((c) => c.socket.close());
    await t.close();
  });

  async function connect(token?: string): Promise<LiveClient> {
    const client = new LiveClient(url, token);
    clients.push(client);
    expect(await client.session).toMatchObject({ authenticated: !!token });
    return client;
  }

  const outboxRows = async (type: string): Promise<number> =>
    Number((await t.sql<{ n: string }>('select count(*) as n from core_outbox_event where type = ?', [type]))[0]!.n);

  /** The seeded entry 'signup_status' 0 as the dictionary admin page sends it back. */
  async function signupStatusEntry() {
    const [row] = await t.sql<{ id: number; label: string; sort: number; value: string; color_type: string; css_class: string }>(
      `select id, label, sort, value, color_type, css_class from infra_dict_data where dict_type = 'signup_status' order by sort limit 1`,
    );
    const entry = row!;
    return (o: Record<string, unknown> = {}) => ({
      id: entry.id,
      sort: entry.sort,
      label: entry.label,
      value: entry.value,
      dictType: 'signup_status',
      status: 0,
      colorType: entry.color_type || undefined,
      cssClass: entry.css_class || undefined,
      ...o,
    });
  }

  it('a dictionary entry edited through the API reaches the admin, a visitor and an anonymous page, with the new label readable', async () => {
    const [staff, member, anonymous] = await Promise.all([connect(admin), connect(visitor), connect()]);
    const body = await signupStatusEntry();
    const before = Date.now();
    const result = await t.api.put('/system/dict-data/update', body({ label: '等待审核（新）' }), { token: admin });
    expect(result).toMatchObject({ code: 0 });
    for (const client of [staff, member, anonymous]) {
      const pushed = await client.nth('dict.changed', 1);
      expect(pushed).toEqual({ at: expect.any(Number) });
      expect(pushed.at).toBeGreaterThanOrEqual(before - 1000);
    }
    // what a console reloads on the push already holds the change (the cache was dropped at the commit)
    const all = await t.api.get<Array<{ dictType: string; label: string }>>('/system/dict-data/list-all-simple', { token: visitor });
    expect(all.data).toContainEqual(expect.objectContaining({ dictType: 'signup_status', label: '等待审核（新）' }));
    // a dictionary edit is not a configuration change
    expect(staff.count('config.changed')).toBe(0);
    await t.api.put('/system/dict-data/update', body(), { token: admin });
    await staff.nth('dict.changed', 2);
  });

  it('creating and deleting dictionary types and entries pushes dict.changed too', async () => {
    const client = await connect(admin);
    const type = await t.api.post<number>('/system/dict-type/create', { name: '直播字典', type: 'live_dict', status: 0 }, { token: admin });
    expect(type.code).toBe(0);
    await client.nth('dict.changed', 1);
    const entry = await t.api.post<number>(
      '/system/dict-data/create',
      { sort: 1, label: '甲', value: 'a', dictType: 'live_dict', status: 0 },
      { token: admin },
    );
    expect(entry.code).toBe(0);
    await client.nth('dict.changed', 2);
    expect((await t.api.delete('/system/dict-data/delete', { token: admin, query: { id: entry.data! } })).code).toBe(0);
    await client.nth('dict.changed', 3);
  });

  it('a configuration value edited in the console pushes config.changed to every socket', async () => {
    const [staff, anonymous] = await Promise.all([connect(admin), connect()]);
    await editConfigValue(t, admin, ConfigKey.ORG_NAME, '某某学院');
    try {
      for (const client of [staff, anonymous]) expect(await client.nth('config.changed', 1)).toEqual({ at: expect.any(Number) });
      expect((await t.api.get<Record<string, string>>('/infra/config/public')).data![ConfigKey.ORG_NAME]).toBe('某某学院');
      expect(staff.count('dict.changed')).toBe(0);
    } finally {
      await editConfigValue(t, admin, ConfigKey.ORG_NAME, 'DHA 培训中心');
    }
  });

  it('a refused write (business error, bad input, no permission) writes no event and pushes nothing', async () => {
    const client = await connect(admin);
    const body = await signupStatusEntry();
    const events = await outboxRows(InfraEventTypes.DICT_CHANGED);
    // business error: the value of another entry of the type (the transaction rolls back with its event)
    const [other] = await t.sql<{ value: string }>(
      `select value from infra_dict_data where dict_type = 'signup_status' and id <> ? order by sort limit 1`,
      [body().id],
    );
    expect((await t.api.put('/system/dict-data/update', body({ value: other!.value }), { token: admin })).code).toBe(1_002_007_003);
    // bad input: wrong types, missing, oversize, an injection string as the type code
    for (const bad of [
      body({ sort: 'x' }),
      body({ label: undefined }),
      body({ label: '名'.repeat(101) }),
      body({ dictType: "x'; drop table infra_dict_data; --" }),
    ]) {
      const result = await t.api.put('/system/dict-data/update', bad, { token: admin });
      expect(result.code).toBe(400);
    }
    // no permission
    expect((await t.api.put('/system/dict-data/update', body({ label: '越权' }), { token: visitor })).code).toBe(403);
    expect(await outboxRows(InfraEventTypes.DICT_CHANGED)).toBe(events);
    // a later good write is pushed, and it is the only one this socket got
    await t.api.put('/system/dict-data/update', body(), { token: admin });
    await client.nth('dict.changed', 1);
    await pause(300);
    expect(client.count('dict.changed')).toBe(1);
  });
});
