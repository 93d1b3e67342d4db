import { JobHandler, type ScheduledJobHandler } from '../jobs/job-handler';
import { OutboxRelay } from './outbox-relay';

/** Prunes published outbox events and processed-event records past OUTBOX_RETENTION_DAYS: a job on 定时任务, hourly. */
@JobHandler('outboxPruneJob', { name: '事件发件箱清理', cron: '0 17 * * * ?' })
export class OutboxPruneJob implements ScheduledJobHandler {
  constructor(private readonly relay: OutboxRelay) {}

  async execute(): Promise<string> {
    return `删除 ${await this.relay.prune()} 条已发布事件`;
  }
}
