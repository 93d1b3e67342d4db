import { JobHandler, type ScheduledJobHandler } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { retentionDaysOf } from '../../domain/job/retention';
import { pruneOlderThan, type PrunedLog } from '../../infrastructure/query-filters';

/** A clean job of upstream's: the rows of its log older than the parameter's days (default 14), 100 per statement. */
abstract class LogCleanJob implements ScheduledJobHandler {
  protected abstract readonly table: PrunedLog;
  // a property, not a constructor parameter: the subclasses declare only their table
  @Inject(EntityManager) private readonly em!: EntityManager;

  async execute(param: string): Promise<string> {
    const days = retentionDaysOf(param);
    return `删除 ${await pruneOlderThan(this.em.fork(), this.table, days, 100)} 条 ${days} 天前的日志`;
  }
}

@JobHandler('jobLogCleanJob', { name: '定时任务日志清理', cron: '0 0 0 * * ?', param: '14' })
export class JobLogCleanJob extends LogCleanJob {
  protected readonly table = 'infra_job_log';
}

@JobHandler('accessLogCleanJob', { name: '访问日志清理', cron: '0 5 0 * * ?', param: '14' })
export class AccessLogCleanJob extends LogCleanJob {
  protected readonly table = 'infra_api_access_log';
}

@JobHandler('errorLogCleanJob', { name: '错误日志清理', cron: '0 10 0 * * ?', param: '14' })
export class ErrorLogCleanJob extends LogCleanJob {
  protected readonly table = 'infra_api_error_log';
}
