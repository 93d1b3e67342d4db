import { JobHandler, type ScheduledJobHandler } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotifyTaskScheduler } from '../infrastructure/notify-task.scheduler';
import { overdueNotifyTasks } from '../infrastructure/pay.repository';

/**
 * The merchant notifications' safety net (upstream's payNotifyJob): tries whose delayed job was lost
 * (Redis flushed) are scheduled again. Each try itself is a BullMQ delayed job.
 */
@JobHandler('payNotifyJob', { name: '支付回调通知补发', cron: '0 * * * * ?' })
export class PayNotifyJob implements ScheduledJobHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: NotifyTaskScheduler,
  ) {}

  async execute(): Promise<string> {
    const due = await overdueNotifyTasks(this.em.fork(), 1000);
    for (const task of due) await this.scheduler.schedule(task.id, task.notifyTimes, new Date());
    return `回调通知补发 ${due.length} 个`;
  }
}
