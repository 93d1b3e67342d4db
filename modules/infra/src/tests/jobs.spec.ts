/* eslint-disable @typescript-eslint/no-explicit-any -- tests read loosely typed envelopes */
import { JobLogStatus, JobStatus, type JobLogVO, type JobVO, type PageResult } from '@dha/contracts';
import { waitFor, withAdminApp, type TestApp } from '@dha/testing';
import { InfraErrors } from '../infra.errors';
import { downloadXlsx, jobQueue, JobRegistry, JobRunnerProcessor } from '../testing';

jest.setTimeout(60_000);

/** Scheduled jobs on BullMQ job schedulers: `/infra/job/*`, `/infra/job-log/*`, the runner (real PostgreSQL and Redis). */
describe('scheduled jobs', () => {
  let t: TestApp;
  let admin: string;
  /** what the test handlers do on their next run */
  const flaky = { failuresLeft: 0, runs: 0 };
  withAdminApp((app, token) => {
    [t, admin] = [app, token];
    const registry = t.app.get(JobRegistry);
    registry.register(
      { handlerName: 'testFlakyJob', name: '测试：先失败', cron: '0 0 0 * * ?', paused: true },
      {
        execute: async (param) => {
          flaky.runs++;
          if (flaky.failuresLeft-- > 0) throw new Error(`第 ${flaky.runs} 次：故意失败`, { cause: new Error('根本原因') });
          return `ok ${param}`;
        },
      },
    );
    registry.register(
      { handlerName: 'testHangingJob', name: '测试：不返回', cron: '0 0 0 * * ?', paused: true },
      {
        execute: () => new Promise<string>(() => undefined),
      },
    );
  });

  const schedulers = async () => new Map((await jobQueue(t).getJobSchedulers()).map((s) => [s.key, s.pattern]));
  const job = async (handlerName: string) =>
    (await t.api.get<PageResult<JobVO>>('/infra/job/page', { token: admin, query: { handlerName, pageSize: 100 } })).data!.list.find(
      (j) => j.handlerName === handlerName,
    )!;
  const logs = async (jobId: number) =>
    (await t.api.get<PageResult<JobLogVO>>('/infra/job-log/page', { token: admin, query: { jobId, pageSize: 100 } })).data!.list;
  const body = (o: Record<string, unknown> = {}) => ({
    name: '测试任务',
    handlerName: 'testFlakyJob',
    handlerParam: 'p1',
    cronExpression: '0 0 0 * * ?',
    retryCount: 0,
    retryInterval: 0,
    ...o,
  });

  it('lists every periodic task of the product as a job, each on its scheduler', async () => {
    const page = (await t.api.get<PageResult<JobVO>>('/infra/job/page', { token: admin, query: { pageSize: 100 } })).data!;
    const names = page.list.map((j) => j.handlerName);
    expect(names).toEqual(
      expect.arrayContaining(['logRetentionJob', 'offerReminderJob', 'offerSweepJob', 'outboxPruneJob', 'jobLogCleanJob']),
    );
    expect(page.list.find((j) => j.handlerName === 'offerSweepJob')).toMatchObject({
      status: JobStatus.NORMAL,
      cronExpression: '30 * * * * ?',
    });
    const live = await waitFor(async () => ((await schedulers()).has('offerSweepJob') ? schedulers() : undefined));
    expect(live!.get('offerSweepJob')).toBe('30 * * * * *');
    expect(live!.get('logRetentionJob')).toBe('0 0 3 * * *');
    const handlers = (await t.api.get<any[]>('/infra/job/handlers', { token: admin })).data!;
    expect(handlers.find((h) => h.handlerName === 'testFlakyJob')).toEqual({
      handlerName: 'testFlakyJob',
      name: '测试：先失败',
      used: false,
    });
  });

  it('refuses an unknown handler, a second job of one handler and a cron the scheduler cannot honour, writing nothing', async () => {
    const before = await t.rowCount('infra_job');
    const unknown = await t.api.post('/infra/job/create', body({ handlerName: 'noSuchJob' }), { token: admin });
    expect(unknown).toMatchObject({ code: InfraErrors.JOB_HANDLER_BEAN_NOT_EXISTS.code });
    const taken = await t.api.post('/infra/job/create', body({ handlerName: 'jobLogCleanJob' }), { token: admin });
    expect(taken).toMatchObject({ code: InfraErrors.JOB_HANDLER_EXISTS.code });
    for (const [cron, why] of [
      ['0 0 0 * * ? 2030', '年份'],
      ['0 0 0 15W * ?', '工作日'],
      ['0 0 0 ? * 0', '1-7'],
      ['nonsense', '字段'],
    ]) {
      const r = await t.api.post('/infra/job/create', body({ cronExpression: cron }), { token: admin });
      expect(r.code).toBe(InfraErrors.JOB_CRON_EXPRESSION_VALID.code);
      expect(r.msg).toContain(why);
    }
    const preview = await t.api.get('/infra/job/preview-next-times', { token: admin, query: { cronExpression: '0 0 0 ? * 8' } });
    expect(preview.code).toBe(InfraErrors.JOB_CRON_EXPRESSION_VALID.code);
    expect(await t.rowCount('infra_job')).toBe(before);
  });

  it('creates, edits, pauses, resumes, triggers and deletes a job; Redis follows the row', async () => {
    const id = (await t.api.post<number>('/infra/job/create', body({ cronExpression: '0 15 10 ? * 2-6' }), { token: admin })).data!;
    expect(await t.api.get('/infra/job/get', { token: admin, query: { id } })).toMatchObject({
      code: 0,
      data: { id, status: JobStatus.NORMAL, handlerName: 'testFlakyJob', handlerParam: 'p1', monitorTimeout: 0, lastStatus: null },
    });
    expect((await schedulers()).get('testFlakyJob')).toBe('0 15 10 * * 1-5');
    const next = (await t.api.get<number[]>('/infra/job/get_next_times', { token: admin, query: { id } })).data!;
    expect(next).toHaveLength(5);
    expect(next.every((ms) => ms > Date.now() && [1, 2, 3, 4, 5].includes(new Date(ms + 8 * 3_600_000).getUTCDay()))).toBe(true);

    const edited = await t.api.put(
      '/infra/job/update',
      { ...body({ cronExpression: '0 0 4 * * ?', retryCount: 2, retryInterval: 50 }), id },
      { token: admin },
    );
    expect(edited).toMatchObject({ code: 0, data: true });
    expect((await schedulers()).get('testFlakyJob')).toBe('0 0 4 * * *');
    const scheduler = await jobQueue(t).getJobScheduler('testFlakyJob');
    expect(scheduler?.template?.opts).toMatchObject({ attempts: 3, backoff: { type: 'fixed', delay: 50 } });
    const renamed = await t.api.put('/infra/job/update', { ...body({ handlerName: 'jobLogCleanJob' }), id }, { token: admin });
    expect(renamed.code).toBe(InfraErrors.JOB_HANDLER_IMMUTABLE.code);

    const status = (s: number) => t.api.put('/infra/job/update-status', undefined, { token: admin, query: { id, status: s } });
    expect(await status(JobStatus.STOP)).toMatchObject({ code: 0 });
    expect((await schedulers()).has('testFlakyJob')).toBe(false);
    expect((await status(JobStatus.STOP)).code).toBe(InfraErrors.JOB_CHANGE_STATUS_EQUALS.code);
    expect((await status(JobStatus.INIT)).code).toBe(InfraErrors.JOB_CHANGE_STATUS_INVALID.code);
    const whilePaused = await t.api.put('/infra/job/update', { ...body(), id }, { token: admin });
    expect(whilePaused.code).toBe(InfraErrors.JOB_UPDATE_ONLY_NORMAL_STATUS.code);

    // a paused job still runs once on demand, without retries
    flaky.failuresLeft = 0;
    expect(await t.api.put('/infra/job/trigger', undefined, { token: admin, query: { id } })).toMatchObject({ code: 0 });
    const [run] = await waitFor(
      async () => ((await logs(id)).some((l) => l.status !== JobLogStatus.RUNNING) ? logs(id) : undefined),
      10_000,
    );
    expect(run).toMatchObject({
      jobId: id,
      handlerName: 'testFlakyJob',
      handlerParam: 'p1',
      executeIndex: 1,
      status: JobLogStatus.SUCCESS,
      result: 'ok p1',
    });
    expect(run!.duration).toBeGreaterThanOrEqual(0);
    expect((await t.api.get('/infra/job-log/get', { token: admin, query: { id: run!.id } })).data).toEqual(run);
    expect((await job('testFlakyJob')).lastStatus).toBe(JobLogStatus.SUCCESS);

    expect(await status(JobStatus.NORMAL)).toMatchObject({ code: 0 });
    expect((await schedulers()).get('testFlakyJob')).toBe('0 0 4 * * *');

    const jobsSheet = await downloadXlsx(t, '/infra/job/export-excel', admin, { handlerName: 'testFlaky' });
    expect(jobsSheet.rows[1]).toEqual(expect.arrayContaining([id, '测试任务', '开启', 'testFlakyJob']));
    const logSheet = await downloadXlsx(t, '/infra/job-log/export-excel', admin, { jobId: String(id) });
    expect(logSheet.rows[1]).toEqual(expect.arrayContaining([run!.id, id, 'testFlakyJob', '成功', 'ok p1']));

    expect(await t.api.delete('/infra/job/delete', { token: admin, query: { id } })).toMatchObject({ code: 0 });
    expect((await schedulers()).has('testFlakyJob')).toBe(false);
    expect((await t.api.get('/infra/job/get', { token: admin, query: { id } })).code).toBe(InfraErrors.JOB_NOT_EXISTS.code);
    expect(await logs(id)).toHaveLength(1); // the log stays
  });

  it('retries a failing tick as configured (fixed backoff), logging each attempt with its error', async () => {
    flaky.failuresLeft = 2;
    flaky.runs = 0;
    const id = (
      await t.api.post<number>('/infra/job/create', body({ cronExpression: '* * * * * ?', retryCount: 2, retryInterval: 100 }), {
        token: admin,
      })
    ).data!;
    const attempts = await waitFor(async () => {
      const rows = await logs(id);
      return rows.some((l) => l.status === JobLogStatus.SUCCESS) ? rows : undefined;
    }, 15_000);
    await t.api.put('/infra/job/update-status', undefined, { token: admin, query: { id, status: JobStatus.STOP } });
    const firstTick = attempts!
      .filter((l) => l.executeIndex <= 3)
      .reverse()
      .slice(0, 3);
    expect(firstTick.map((l) => [l.executeIndex, l.status])).toEqual([
      [1, JobLogStatus.FAILURE],
      [2, JobLogStatus.FAILURE],
      [3, JobLogStatus.SUCCESS],
    ]);
    expect(firstTick[0]!.result).toBe('第 1 次：故意失败；根因：根本原因');
    expect(firstTick[1]!.beginTime - firstTick[0]!.endTime!).toBeGreaterThanOrEqual(90);
    const failed = await t.api.get<PageResult<JobLogVO>>('/infra/job-log/page', {
      token: admin,
      query: { handlerName: 'testFlaky', status: JobLogStatus.FAILURE },
    });
    expect(failed.data!.list.length).toBeGreaterThanOrEqual(2);
    await t.api.delete('/infra/job/delete', { token: admin, query: { id } });
  });

  it('fails an attempt that outlives its monitor timeout, and other jobs keep running meanwhile', async () => {
    const hanging = (
      await t.api.post<number>(
        '/infra/job/create',
        body({ handlerName: 'testHangingJob', cronExpression: '0 0 0 * * ?', monitorTimeout: 300 }),
        { token: admin },
      )
    ).data!;
    const quick = (await job('jobLogCleanJob')).id;
    await t.api.put('/infra/job/trigger', undefined, { token: admin, query: { id: hanging } });
    await t.api.put('/infra/job/trigger', undefined, { token: admin, query: { id: quick } });
    const [cleaned] = await waitFor(async () =>
      (await logs(quick)).some((l) => l.status === JobLogStatus.SUCCESS) ? logs(quick) : undefined,
    );
    expect(cleaned!.result).toMatch(/^删除 \d+ 条 14 天前的日志$/);
    const [timedOut] = await waitFor(async () =>
      (await logs(hanging)).some((l) => l.status === JobLogStatus.FAILURE) ? logs(hanging) : undefined,
    );
    expect(timedOut!.result).toContain('执行超时：超过 300 ms');
    expect(timedOut!.duration).toBeGreaterThanOrEqual(290);
    await t.api.delete('/infra/job/delete', { token: admin, query: { id: hanging } });
  });

  it('closes the RUNNING rows of a process that died mid-job as failures that say so', async () => {
    const [{ id }] = await t.sql<{ id: string }>(
      `insert into infra_job_log (job_id, handler_name, execute_index, begin_time, status, run_id, worker, create_time)
       values (1, 'jobLogCleanJob', 1, now() - interval '1 minute', 0, 'x', 'gone-host:4242', now()) returning id`,
    );
    const alive = await t.sql<{ id: string }>(
      `insert into infra_job_log (job_id, handler_name, execute_index, begin_time, status, run_id, worker, create_time)
       values (1, 'jobLogCleanJob', 1, now(), 0, 'y', ?, now()) returning id`,
      [t.app.get(JobRunnerProcessor).workerId],
    );
    expect(await t.app.get(JobRunnerProcessor).closeLostRuns()).toBe(1);
    const [row] = await t.sql<{ status: number; result: string; duration: number }>(
      `select status, result, duration from infra_job_log where id = ?`,
      [id],
    );
    expect(row).toMatchObject({ status: JobLogStatus.FAILURE, result: '执行中断：运行它的进程 gone-host:4242 已退出' });
    expect(row!.duration).toBeGreaterThanOrEqual(59_000);
    const [mine] = await t.sql<{ status: number }>(`select status from infra_job_log where id = ?`, [alive[0]!.id]);
    expect(mine!.status).toBe(JobLogStatus.RUNNING);
    await t.sql(`delete from infra_job_log where id = ?`, [alive[0]!.id]);
  });

  it('sync puts back a scheduler Redis lost and removes one no row names', async () => {
    await jobQueue(t).removeJobScheduler('offerSweepJob');
    await jobQueue(t).upsertJobScheduler('strayJob', { pattern: '0 0 0 * * *' }, { name: 'strayJob' });
    expect(await t.api.post('/infra/job/sync', undefined, { token: admin })).toMatchObject({ code: 0, data: true });
    const after = await schedulers();
    expect(after.get('offerSweepJob')).toBe('30 * * * * *');
    expect(after.has('strayJob')).toBe(false);
  });
});
