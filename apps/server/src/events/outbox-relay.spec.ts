import {
  EventConsumer,
  EventConsumerHost,
  EventMetrics,
  EventRoutes,
  OutboxRelay,
  eventQueueName,
  type AppConfig,
  type PublishedEvent,
} from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ModuleRef } from '@nestjs/core';
import { Queue, type Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createTestApp, waitFor, type TestApp } from '@dha/testing';

const TEST_EVENT = 'RelayTestHappened';

/** A consumer of the test's own event type: counts what it applied. */
@EventConsumer({ name: 'relay-test', events: [TEST_EVENT] })
class CountingConsumer extends EventConsumerHost<{ n: number }> {
  applied: number[] = [];
  protected async handle(event: PublishedEvent<{ n: number }>, em: EntityManager): Promise<() => void> {
    if (!(await this.isNewest(em, event))) return () => undefined;
    return () => void this.applied.push(event.payload.n);
  }
}

/** The same, applying in transactions that gather the events of 300 ms, with 4 jobs in flight. */
@EventConsumer({ name: 'relay-test-window', events: [TEST_EVENT], batchWindowMs: 300, concurrency: 4 })
class WindowedConsumer extends CountingConsumer {}

describe('outbox relay', () => {
  let t: TestApp;
  let relay: OutboxRelay;
  let queue: Queue;

  beforeAll(async () => {
    // the fallback poll is ten minutes: only the trigger's NOTIFY can wake the relay in time
    t = await createTestApp({ OUTBOX_POLL_MS: '600000' });
    relay = t.app.get(OutboxRelay);
    queue = new Queue(eventQueueName('relay-test'), { connection: { url: t.config.REDIS_URL }, prefix: `${t.config.REDIS_PREFIX}:bull` });
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
  });

  async function writeEvents(count: number, type = TEST_EVENT, version: (i: number) => number | null = () => null): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    await t.sql(
      `insert into core_outbox_event (event_id, type, aggregate_type, aggregate_id, aggregate_version, payload, occurred_at)
       select e.id::uuid, ?, 'relay-test', '1', (e.v)::int, jsonb_build_object('n', e.n), now()
       from jsonb_to_recordset(?::jsonb) as e(id text, n int, v int)`,
      [type, JSON.stringify(ids.map((id, n) => ({ id, n, v: version(n) })))],
    );
    return ids;
  }

  const unpublished = async (): Promise<number> =>
    Number((await t.sql<{ n: string }>(`select count(*) as n from core_outbox_event where published_at is null`))[0]!.n);

  it('publishes a committed event to every queue subscribed to its type, woken by NOTIFY, with the event id as job id', async () => {
    t.app.get(EventRoutes).subscribe(eventQueueName('relay-test'), [TEST_EVENT]);
    {
      const started = Date.now();
      const [id] = await writeEvents(1);
      const job = await waitFor(() => queue.getJob(id!), 3000);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(job.data).toMatchObject({ eventId: id, type: TEST_EVENT, aggregateType: 'relay-test', payload: { n: 0 } });
      expect(await waitFor(async () => (await unpublished()) === 0)).toBe(true);
      expect(await relay.lagSeconds()).toBe(0);
    }
  });

  it('enqueues the events a NOTIFY carries at once; its claim a moment later only marks them', async () => {
    t.app.get(EventRoutes).subscribe(eventQueueName('relay-test'), [TEST_EVENT]);
    await waitFor(() => relay.leading);
    const publishedTotal = async (): Promise<number> => (await t.app.get(EventMetrics).published.get()).values[0]?.value ?? 0;
    const before = await publishedTotal();
    const ids = await writeEvents(3);
    const jobs = await Promise.all(ids.map((id) => waitFor(() => queue.getJob(id), 3000)));
    expect(await waitFor(async () => (await unpublished()) === 0)).toBe(true);
    const rows = await t.sql<{ event_id: string; published_at: Date | string }>(
      `select event_id, published_at from core_outbox_event where event_id in (?, ?, ?)`,
      ids,
    );
    for (const job of jobs) {
      // a claim that enqueued them itself would have marked them (its transaction's now()) before adding them
      const publishedAt = new Date(rows.find((r) => r.event_id === job.id)!.published_at).getTime();
      expect(publishedAt - job.timestamp).toBeGreaterThan(25);
    }
    expect((await publishedTotal()) - before).toBe(3); // enqueued once each: the claim added nothing
  });

  it('events too large for a NOTIFY payload leave the writer unharmed and are published by the claim', async () => {
    t.app.get(EventRoutes).subscribe(eventQueueName('relay-test'), [TEST_EVENT]);
    const id = randomUUID();
    await t.sql(
      `insert into core_outbox_event (event_id, type, aggregate_type, aggregate_id, payload, occurred_at)
       values (?, ?, 'relay-test', '1', jsonb_build_object('n', 1, 'text', repeat('x', 9000)), now())`,
      [id, TEST_EVENT],
    );
    const job = await waitFor(() => queue.getJob(id), 3000);
    expect((job.data as PublishedEvent<{ text: string }>).payload.text).toHaveLength(9000);
    expect(await waitFor(async () => (await unpublished()) === 0)).toBe(true);
  });

  it('enqueues for a consumer only the events it accepts', async () => {
    const filtered = new Queue(eventQueueName('relay-even'), {
      connection: { url: t.config.REDIS_URL },
      prefix: `${t.config.REDIS_PREFIX}:bull`,
    });
    try {
      t.app.get(EventRoutes).subscribe(eventQueueName('relay-even'), [TEST_EVENT], (e) => (e.payload as { n: number }).n % 2 === 0);
      const [even, odd] = await writeEvents(2);
      await waitFor(async () => (await unpublished()) === 0);
      expect(await filtered.getJob(even!)).toBeDefined();
      expect(await filtered.getJob(odd!)).toBeUndefined();
      expect(await queue.getJob(odd!)).toBeDefined(); // the unfiltered consumer still gets both
    } finally {
      await filtered.close();
    }
  });

  it('an event type nobody consumes is published all the same (and goes nowhere)', async () => {
    await writeEvents(3, 'NobodyListens');
    expect(await waitFor(async () => (await unpublished()) === 0)).toBe(true);
  });

  it('relays side by side never publish an event twice (SKIP LOCKED claims)', async () => {
    const a = otherRelay();
    const b = otherRelay();
    // the app's own relay would take part too: stop it for this count
    await relay.stop();
    try {
      await writeEvents(3000, 'NobodyListens');
      const drain = async (r: OutboxRelay): Promise<number> => {
        let total = 0;
        for (let n = await r.publishBatch(); n > 0; n = await r.publishBatch()) total += n;
        return total;
      };
      const [x, y] = await Promise.all([drain(a), drain(b)]);
      expect(x + y).toBe(3000);
      expect(await unpublished()).toBe(0);
    } finally {
      await a.stop();
      await b.stop();
      relay.start();
    }
  });

  it('one relay of a database leads (woken by NOTIFY), another stands by and takes over within a second or two when it stops', async () => {
    t.app.get(EventRoutes).subscribe(eventQueueName('relay-test'), [TEST_EVENT]);
    await waitFor(() => relay.leading);
    const standby = otherRelay();
    standby.start();
    try {
      // it tries for the lead every second and never gets it while the leader lives
      await new Promise((r) => setTimeout(r, 1500));
      expect(standby.leading).toBe(false);
      expect((await t.app.get(EventMetrics).relayLeading.get()).values[0]?.value).toBe(1);
      await relay.stop();
      const stoppedAt = Date.now();
      expect((await t.app.get(EventMetrics).relayLeading.get()).values[0]?.value).toBe(0);
      await waitFor(() => standby.leading, 5000);
      expect((await t.app.get(EventMetrics).relayLeading.get()).values[0]?.value).toBe(1);
      expect(Date.now() - stoppedAt).toBeLessThan(3000);
      // its poll is ten minutes here: only a NOTIFY wakes it
      const [id] = await writeEvents(1);
      expect(await waitFor(() => queue.getJob(id!), 3000)).toBeDefined();
    } finally {
      await standby.stop();
      relay.start();
      await waitFor(() => relay.leading, 5000);
    }
  });

  it('a worker with OUTBOX_RELAY=false runs its consumers but no relay: its events wait for a relay elsewhere', async () => {
    const worker = await createTestApp({ OUTBOX_RELAY: 'false', OUTBOX_POLL_MS: '100' });
    try {
      await worker.sql(
        `insert into core_outbox_event (event_id, type, aggregate_type, aggregate_id, aggregate_version, payload, occurred_at)
         values (?, 'NobodyListens', 'relay-test', '1', null, '{}', now())`,
        [randomUUID()],
      );
      await new Promise((r) => setTimeout(r, 1000)); // ten of the poll's rounds, had it a relay
      const [{ n }] = (await worker.sql<{ n: string }>(`select count(*) as n from core_outbox_event where published_at is null`)) as [
        { n: string },
      ];
      expect(Number(n)).toBe(1);
      expect(worker.app.get(OutboxRelay).leading).toBe(false);
      // its consumers' workers are connected to their queues
      const live = new Queue(eventQueueName('live'), {
        connection: { url: worker.config.REDIS_URL },
        prefix: `${worker.config.REDIS_PREFIX}:bull`,
      });
      try {
        expect((await live.getWorkers()).length).toBeGreaterThan(0);
      } finally {
        await live.close();
      }
      // with the relay on (the default), the same process publishes it
      worker.app.get(OutboxRelay).start();
      await waitFor(
        async () =>
          Number((await worker.sql<{ n: string }>(`select count(*) as n from core_outbox_event where published_at is null`))[0]!.n) === 0,
      );
    } finally {
      await worker.close();
    }
  });

  it('while Redis refuses, the claim rolls back and the events wait; then they are published', async () => {
    await relay.stop();
    const dead = otherRelay({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ids = await writeEvents(5);
      const started = Date.now();
      await expect(dead.publishBatch()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(6000);
      expect(await unpublished()).toBe(5);
      relay.start();
      await waitFor(async () => (await unpublished()) === 0);
      for (const id of ids) expect(await queue.getJob(id)).toBeDefined();
    } finally {
      await dead.stop();
    }
  });

  it('prunes published events older than the retention', async () => {
    await writeEvents(4, 'NobodyListens');
    await waitFor(async () => (await unpublished()) === 0);
    await t.sql(`update core_outbox_event set published_at = now() - interval '30 days' where type = 'NobodyListens'`);
    expect(await relay.prune()).toBeGreaterThanOrEqual(4);
    const [left] = await t.sql<{ n: string }>(`select count(*) as n from core_outbox_event where type = 'NobodyListens'`);
    expect(Number(left!.n)).toBe(0);
  });

  describe('consumers', () => {
    let consumer: CountingConsumer;
    beforeAll(async () => {
      consumer = await t.app.get(ModuleRef).create(CountingConsumer);
    });

    const job = (eventId: string, n: number, version: number | null): Job<PublishedEvent<{ n: number }>> =>
      ({
        data: {
          eventId,
          type: TEST_EVENT,
          aggregateType: 'relay-test',
          aggregateId: '7',
          aggregateVersion: version,
          payload: { n },
          occurredAt: Date.now(),
        },
      }) as Job<PublishedEvent<{ n: number }>>;

    it('apply an event once, however often it is delivered', async () => {
      const eventId = randomUUID();
      expect(await consumer.process(job(eventId, 1, null))).toBe(true);
      expect(await consumer.process(job(eventId, 1, null))).toBe(false);
      expect(consumer.applied).toEqual([1]);
      const rows = await t.sql(`select consumer from core_processed_event where event_id = ?`, [eventId]);
      expect(rows).toEqual([{ consumer: 'relay-test' }]);
    });

    it('never apply an older version of an aggregate over a newer one', async () => {
      consumer.applied = [];
      await consumer.process(job(randomUUID(), 3, 3));
      await consumer.process(job(randomUUID(), 2, 2)); // late redelivery of an older transition
      await consumer.process(job(randomUUID(), 4, 4));
      expect(consumer.applied).toEqual([3, 4]);
    });

    it('a failing handler leaves no processed record, so the retry applies it', async () => {
      const failing = await t.app.get(ModuleRef).create(CountingConsumer);
      const eventId = randomUUID();
      const original = failing['handle'].bind(failing);
      let calls = 0;
      (failing as unknown as { handle: typeof original }).handle = async (event, em) => {
        if (calls++ === 0) throw new Error('boom');
        return original(event, em);
      };
      await expect(failing.process(job(eventId, 9, null))).rejects.toThrow('boom');
      expect(await t.sql(`select 1 from core_processed_event where event_id = ?`, [eventId])).toEqual([]);
      expect(await failing.process(job(eventId, 9, null))).toBe(true);
      expect(failing.applied).toEqual([9]);
    });

    it('jobs in flight at once share transactions, each applied once, a copy of one among them included', async () => {
      const sharing = await t.app.get(ModuleRef).create(CountingConsumer);
      const ids = Array.from({ length: 20 }, () => randomUUID());
      const answers = await Promise.all([...ids.map((id, n) => sharing.process(job(id, n, null))), sharing.process(job(ids[0]!, 0, null))]);
      expect(answers.filter((a) => a === true)).toHaveLength(20);
      expect(answers.filter((a) => a === false)).toHaveLength(1);
      expect([...sharing.applied].sort((a, b) => a - b)).toEqual(ids.map((_, n) => n));
      // processed_at is the transaction's start: events applied together share it
      const [{ transactions }] = (await t.sql<{ transactions: number }>(
        `select count(distinct processed_at)::int as transactions from core_processed_event where event_id = any(?::uuid[])`,
        [`{${ids.join(',')}}`],
      )) as [{ transactions: number }];
      expect(transactions).toBeLessThan(ids.length);
    });

    it('with a batch window, an event alone waits the window, the events within it share a transaction, and all jobs in flight waiting start it at once', async () => {
      const windowed = await t.app.get(ModuleRef).create(WindowedConsumer);
      const transactionsOf = async (ids: string[]): Promise<number> =>
        (
          await t.sql<{ n: number }>(
            `select count(distinct processed_at)::int as n from core_processed_event where event_id = any(?::uuid[])`,
            [`{${ids.join(',')}}`],
          )
        )[0]!.n;
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

      let started = Date.now();
      expect(await windowed.process(job(randomUUID(), 1, null))).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);

      // three events 50 ms apart, fewer than the jobs in flight: one transaction, at the end of the first one's window
      const spread = [randomUUID(), randomUUID(), randomUUID()];
      started = Date.now();
      expect(await Promise.all(spread.map((id, n) => sleep(50 * n).then(() => windowed.process(job(id, n, null)))))).toEqual([
        true,
        true,
        true,
      ]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(await transactionsOf(spread)).toBe(1);

      // four at once: every job in flight waits, none can join: no window
      const together = Array.from({ length: 4 }, () => randomUUID());
      started = Date.now();
      expect(await Promise.all(together.map((id, n) => windowed.process(job(id, n, null))))).toEqual([true, true, true, true]);
      expect(Date.now() - started).toBeLessThan(250);
      expect(await transactionsOf(together)).toBe(1);
    });

    it('a handler that fails in a shared transaction fails only its own job; the others are applied', async () => {
      const sharing = await t.app.get(ModuleRef).create(CountingConsumer);
      const original = sharing['handle'].bind(sharing);
      (sharing as unknown as { handle: typeof original }).handle = async (event, em) => {
        if (event.payload.n === 5) throw new Error('poison');
        return original(event, em);
      };
      const ids = Array.from({ length: 10 }, () => randomUUID());
      const answers = await Promise.allSettled(ids.map((id, n) => sharing.process(job(id, n, null))));
      expect(answers.map((a) => a.status)).toEqual(ids.map((_, n) => (n === 5 ? 'rejected' : 'fulfilled')));
      expect([...sharing.applied].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 6, 7, 8, 9]);
      const recorded = await t.sql<{ event_id: string }>(`select event_id from core_processed_event where event_id = any(?::uuid[])`, [
        `{${ids.join(',')}}`,
      ]);
      expect(recorded.map((r) => r.event_id).sort()).toEqual(ids.filter((_, n) => n !== 5).sort());
    });
  });

  /** Another relay on the same database, as another process would run it (publishing only when asked). */
  function otherRelay(env: Partial<AppConfig> = {}): OutboxRelay {
    return new OutboxRelay(t.app.get(EntityManager), t.app.get(EventRoutes), t.app.get(EventMetrics), { ...t.config, ...env });
  }
});
