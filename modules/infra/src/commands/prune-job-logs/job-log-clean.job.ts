import { JobHandler, type ScheduledJobHandler } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { pruneJobLogs } from '../../infrastructure/jobs/job-log.repository';
import { retentionDaysOf } from '../../domain/job/retention';

/** Upstream's jobLogCleanJob: job-log rows older than the parameter's days (default 14), 100 per statement. */
@JobHandler('jobLogCleanJob', { name: '定时任务日志清理', cron: '0 0 0 * * ?', param: '14' })
export class JobLogCleanJob implements ScheduledJobHandler {
  constructor(private readonly em: EntityManager) {}

  async execute(param: string): Promise<string> {
    const days = retentionDaysOf(param);
    return `删除 ${await pruneJobLogs(this.em.fork(), days, 100)} 条 ${days} 天前的日志`;
  }
}
