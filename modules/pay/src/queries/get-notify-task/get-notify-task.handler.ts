import { BizError } from '@dha/server-core';
import { PayNotifyLog, PayNotifyTask } from '../../domain/pay-notify.entity';
import { appNames, toNotifyLogVO, toNotifyTaskVO } from '../../infrastructure/pay.read-model';
import { PayErrors } from '../../pay.errors';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPayNotifyTaskQuery } from './get-notify-task.query';

@QueryHandler(GetPayNotifyTaskQuery)
export class GetPayNotifyTaskHandler implements IQueryHandler<GetPayNotifyTaskQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetPayNotifyTaskQuery) {
    const em = this.em.fork();
    const task = await em.findOne(PayNotifyTask, { id, tenantId });
    if (!task) throw new BizError(PayErrors.NOTIFY_TASK_NOT_FOUND);
    const logs = await em.find(PayNotifyLog, { taskId: task.id }, { orderBy: { id: 'desc' } });
    const names = await appNames(em, tenantId, [task.appId]);
    return { ...toNotifyTaskVO(task, names.get(task.appId) ?? ''), logs: logs.map(toNotifyLogVO) };
  }
}
