import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ExpirePayOrdersCommand } from '../commands/expire-orders/expire-orders.command';
import { SyncPayOrdersCommand } from '../commands/sync-orders/sync-orders.command';
import { SyncPayRefundsCommand } from '../commands/sync-refunds/sync-refunds.command';
import { NotifyTaskScheduler } from '../infrastructure/notify-task.scheduler';
import { overdueNotifyTasks } from '../infrastructure/pay.repository';

/**
 * Upstream's pay jobs, one class each with a single `execute(param)` entry answering the run's
 * result as text (what a job log records): ready to be registered as scheduled jobs by name. Today
 * PayJobsProcessor runs them every minute on BullMQ job schedulers.
 */
export interface PayJob {
  readonly name: string;
  execute(param?: string): Promise<string>;
}

@Injectable()
export class PayOrderExpireJob implements PayJob {
  readonly name = 'payOrderExpireJob';
  constructor(private readonly commandBus: CommandBus) {}

  async execute(): Promise<string> {
    return `支付过期 ${await this.commandBus.execute(new ExpirePayOrdersCommand())} 个`;
  }
}

@Injectable()
export class PayOrderSyncJob implements PayJob {
  readonly name = 'payOrderSyncJob';
  constructor(private readonly commandBus: CommandBus) {}

  /** param: the minutes looked back (default 10, as upstream) */
  async execute(param?: string): Promise<string> {
    const minutes = Number(param) > 0 ? Number(param) : 10;
    return `支付同步 ${await this.commandBus.execute(new SyncPayOrdersCommand(minutes))} 个`;
  }
}

@Injectable()
export class PayRefundSyncJob implements PayJob {
  readonly name = 'payRefundSyncJob';
  constructor(private readonly commandBus: CommandBus) {}

  async execute(): Promise<string> {
    return `退款同步 ${await this.commandBus.execute(new SyncPayRefundsCommand())} 个`;
  }
}

/** The merchant notifications' safety net: tries whose delayed job was lost (Redis flushed) are scheduled again. */
@Injectable()
export class PayNotifyJob implements PayJob {
  readonly name = 'payNotifyJob';
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
