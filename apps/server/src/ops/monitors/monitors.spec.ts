/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed documents */
import type { RedisMonitorVO, ServerMonitorVO } from '@dha/contracts';
import { withAdminApp, type TestApp } from '@dha/testing';
import { routeTable } from '../../http/route-table';

/** 缓存监控, 服务监控 and the API documentation the console shows. */
describe('monitors and API docs', () => {
  let t: TestApp;
  let admin: string;
  withAdminApp((app, token) => {
    [t, admin] = [app, token];
  });

  it('缓存监控: Redis INFO, key count, command stats, plus our queues and the outbox lag', async () => {
    const r = await t.api.get<RedisMonitorVO>('/infra/redis/get-monitor-info', { token: admin });
    expect(r.code).toBe(0);
    const m = r.data!;
    expect(m.info.redis_version).toMatch(/^\d+\./);
    expect(Number(m.info.connected_clients)).toBeGreaterThan(0);
    expect(m.dbSize).toBeGreaterThan(0);
    expect(m.commandStats.length).toBeGreaterThan(3);
    expect(m.commandStats[0]).toEqual({ command: expect.any(String), calls: expect.any(Number), usec: expect.any(Number) });
    expect(m.queues.find((q) => q.queue === 'infra-job')).toEqual({
      queue: 'infra-job',
      waiting: expect.any(Number),
      active: expect.any(Number),
      delayed: expect.any(Number),
      failed: expect.any(Number),
      completed: expect.any(Number),
    });
    expect(m.outboxLagSeconds).toBeGreaterThanOrEqual(0);
  });

  it('服务监控: this process with its figures and consumers, PostgreSQL, the dependencies', async () => {
    const m = (await t.api.get<ServerMonitorVO>('/infra/server/get-monitor-info', { token: admin })).data!;
    const me = m.processes.find((p) => p.pid === process.pid && p.role === 'api')!;
    expect(me).toMatchObject({ nodeVersion: process.version, relayLeading: expect.any(Boolean) });
    expect(me.rssBytes).toBeGreaterThan(10_000_000);
    expect(me.cpuPercent).toBeGreaterThanOrEqual(0);
    expect(me.consumers).toEqual(expect.arrayContaining(['infra-job', 'events-live']));
    expect(m.database.version).toContain('PostgreSQL');
    expect(m.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(m.database.maxConnections).toBeGreaterThan(0);
    expect(m.database.connections.reduce((n, c) => n + c.count, 0)).toBeGreaterThan(0);
    expect(m.dependencies.map((d) => [d.name, d.status])).toEqual([
      ['PostgreSQL', 'up'],
      ['Redis', 'up'],
      ['事件发件箱', 'up'],
    ]);
  });

  it('describes every route in the OpenAPI document with who may call it and its fields', async () => {
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/v3/api-docs' })).body) as {
      paths: Record<string, Record<string, any>>;
    };
    const page = doc.paths['/admin-api/infra/job/page']!.get;
    expect(page.description).toContain('infra:job:query');
    expect(page['x-permissions']).toEqual(['infra:job:query']);
    expect(page.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['pageNo', 'pageSize', 'name', 'status']));
    const create = doc.paths['/admin-api/infra/job/create']!.post.requestBody.content['application/json'].schema;
    expect(create.properties.cronExpression).toEqual({ type: 'string', maxLength: 100 });
    expect(create.required).toEqual(expect.arrayContaining(['name', 'handlerName', 'cronExpression', 'retryCount', 'retryInterval']));
    expect(doc.paths['/admin-api/infra/file/{configId}/get/{path}']!.get.description).toContain('公开');
    const undescribed = routeTable(t.app).filter((r) => {
      const path = `/admin-api${r.path}`.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');
      return !doc.paths[path]?.[r.method.toLowerCase()]?.description;
    });
    expect(undescribed.map((r) => r.key)).toEqual([]);
  });
});
