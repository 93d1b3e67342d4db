import { PayNotifyStatus, PayNotifyType, type PayNotifyStatusValue } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PayNotifyLog, PayNotifyTask } from '../../domain/pay-notify.entity';
import { NOTIFY_FREQUENCY_SECONDS } from '../../infrastructure/notify-task.scheduler';
import { ExecuteNotifyTaskCommand } from './execute-notify-task.command';

/** How long a merchant may take to answer (upstream waits 120 s). */
const REQUEST_TIMEOUT_MS = 20_000;
/** A claimed try not recorded within this (the worker died) is taken up again by the sweep. */
const CLAIM_MS = 120_000;
const OPEN = [PayNotifyStatus.WAITING, PayNotifyStatus.REQUEST_SUCCESS, PayNotifyStatus.REQUEST_FAILURE];

@CommandHandler(ExecuteNotifyTaskCommand)
export class ExecuteNotifyTaskHandler implements ICommandHandler<ExecuteNotifyTaskCommand, Date | null> {
  private readonly logger = new Logger(ExecuteNotifyTaskHandler.name);

  constructor(private readonly em: EntityManager) {}

  async execute({ taskId, notifyTimes, manual }: ExecuteNotifyTaskCommand): Promise<Date | null> {
    // claim the try (compare-and-set on notify_times and the schedule): a duplicate job or a concurrent worker finds nothing
    const claimed = await this.em.fork().execute<Array<{ id: number }>>(
      `update pay_notify_task set last_execute_time = now(), next_notify_time = now() + ? * interval '1 millisecond', update_time = now()
       where id = ? and notify_times = ? and status in (${OPEN.join(',')}) and (? or next_notify_time <= now() + interval '1 second')
       returning id`,
      [CLAIM_MS, taskId, notifyTimes, manual],
    );
    if (!claimed.length) return null;
    const task = await this.em.fork().findOneOrFail(PayNotifyTask, taskId);
    const { status, response } = await this.post(task);
    const times = task.notifyTimes + 1;
    const settled: PayNotifyStatusValue =
      status === PayNotifyStatus.SUCCESS ? PayNotifyStatus.SUCCESS : times >= task.maxNotifyTimes ? PayNotifyStatus.FAILURE : status;
    const next =
      settled === PayNotifyStatus.SUCCESS || settled === PayNotifyStatus.FAILURE
        ? null
        : new Date(Date.now() + NOTIFY_FREQUENCY_SECONDS[Math.min(times - 1, NOTIFY_FREQUENCY_SECONDS.length - 1)]! * 1000);
    await this.em.fork().transactional(async (em) => {
      em.persist(em.create(PayNotifyLog, { taskId, notifyTimes: times, response: response.slice(0, 2048), status }));
      await em.execute(
        `update pay_notify_task set notify_times = ?, status = ?, next_notify_time = coalesce(?, next_notify_time), update_time = now()
         where id = ? and notify_times = ?`,
        [times, settled, next, taskId, notifyTimes],
      );
    });
    return next;
  }

  /** The merchant's answer: success only on a `{code: 0}` body (upstream CommonResult). */
  private async post(task: PayNotifyTask): Promise<{ status: PayNotifyStatusValue; response: string }> {
    const body =
      task.type === PayNotifyType.ORDER
        ? { merchantOrderId: task.merchantOrderId, payOrderId: task.dataId }
        : { merchantOrderId: task.merchantOrderId, merchantRefundId: task.merchantRefundId, payRefundId: task.dataId };
    try {
      const res = await fetch(task.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'tenant-id': String(task.tenantId) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: 'error',
      });
      const text = await res.text();
      let code: unknown;
      try {
        code = (JSON.parse(text) as { code?: unknown }).code;
      } catch {
        code = undefined;
      }
      return { status: code === 0 ? PayNotifyStatus.SUCCESS : PayNotifyStatus.REQUEST_SUCCESS, response: text || `HTTP ${res.status}` };
    } catch (err) {
      const cause = (err as { cause?: { message?: string } }).cause?.message;
      this.logger.debug({ taskId: task.id, err }, 'merchant notification failed');
      return { status: PayNotifyStatus.REQUEST_FAILURE, response: cause ? `${(err as Error).message}: ${cause}` : (err as Error).message };
    }
  }
}
