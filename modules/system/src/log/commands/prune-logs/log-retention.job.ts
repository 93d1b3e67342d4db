import { JobHandler, type ScheduledJobHandler } from '@dha/server-core';
import { CommandBus } from '@nestjs/cqrs';
import { PruneLogsCommand } from './prune-logs.command';

/** Prunes the operation and login logs (the retention is the configuration `system.log-retention-days`); a job on 定时任务. */
@JobHandler('logRetentionJob', { name: '操作与登录日志清理', cron: '0 0 3 * * ?' })
export class LogRetentionJob implements ScheduledJobHandler {
  constructor(private readonly commandBus: CommandBus) {}

  async execute(): Promise<string> {
    return `删除 ${await this.commandBus.execute(new PruneLogsCommand())} 条过期日志`;
  }
}
