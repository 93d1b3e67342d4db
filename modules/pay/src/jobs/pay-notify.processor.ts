import { APP_CONFIG, startWorker, type AppConfig } from '@dha/server-core';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import { ExecuteNotifyTaskCommand } from '../commands/execute-notify-task/execute-notify-task.command';
import { NotifyTaskScheduler, PAY_NOTIFY_QUEUE } from '../infrastructure/notify-task.scheduler';

/**
 * Runs the merchant notifications: each try is a delayed BullMQ job (kept in Redis, so it survives
 * worker restarts); a failed try schedules the next by upstream's backoff.
 */
@Processor(PAY_NOTIFY_QUEUE, { autorun: false, concurrency: 16 })
export class PayNotifyProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(PayNotifyProcessor.name);

  constructor(
    private readonly commandBus: CommandBus,
    private readonly scheduler: NotifyTaskScheduler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    startWorker(this.worker, this.config, this.logger);
  }

  async process(job: Job<{ taskId: number; notifyTimes: number }>): Promise<boolean> {
    const { taskId, notifyTimes } = job.data;
    const next = await this.commandBus.execute(new ExecuteNotifyTaskCommand(Number(taskId), Number(notifyTimes)));
    if (next) await this.scheduler.schedule(Number(taskId), Number(notifyTimes) + 1, next);
    return next === null;
  }
}
