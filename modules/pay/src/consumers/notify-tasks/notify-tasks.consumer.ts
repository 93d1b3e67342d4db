import { EventConsumer, EventConsumerHost, type PublishedEvent } from '@dha/server-core';
import { PayEventTypes } from '../../contract/pay.events';
import { NotifyTaskScheduler } from '../../infrastructure/notify-task.scheduler';

/**
 * Schedules the first try of a merchant notification from the event of the change that made its
 * task (so the paying transaction never waits for Redis). The job id carries the task and try, so
 * a redelivery adds nothing while the job waits; no transaction is needed.
 */
@EventConsumer({
  name: 'pay-notify-tasks',
  events: [PayEventTypes.ORDER_SUCCEEDED, PayEventTypes.REFUND_SUCCEEDED, PayEventTypes.REFUND_FAILED],
  exactlyOnce: false,
})
export class PayNotifyTasksConsumer extends EventConsumerHost<{ notifyTaskId?: number | null }> {
  constructor(private readonly scheduler: NotifyTaskScheduler) {
    super();
  }

  protected override accepts({ payload }: PublishedEvent<{ notifyTaskId?: number | null }>): boolean {
    return typeof payload.notifyTaskId === 'number';
  }

  protected async handle({ payload }: PublishedEvent<{ notifyTaskId?: number | null }>): Promise<void> {
    await this.scheduler.schedule(payload.notifyTaskId!, 0, new Date());
  }
}
