import { operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertCourseTypeExists, flushCodeSeries, getCodeSeries } from '../../infrastructure/code-series.repository';
import { UpdateCodeSeriesCommand } from './update-code-series.command';

@CommandHandler(UpdateCodeSeriesCommand)
export class UpdateCodeSeriesHandler implements ICommandHandler<UpdateCodeSeriesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: UpdateCodeSeriesCommand): Promise<true> {
    const em = this.em.fork();
    const series = await getCodeSeries(em, user.tenantId, input.id);
    if (series.typeId !== input.typeId) await assertCourseTypeExists(em, user.tenantId, input.typeId);
    em.assign(series, {
      typeId: input.typeId,
      prefix: input.prefix,
      nextNumber: input.nextNumber ?? series.nextNumber,
      digits: input.digits ?? series.digits,
      status: input.status ?? series.status,
      remark: input.remark ?? series.remark,
      updater: operatorOf(user),
    });
    await flushCodeSeries(em, input.prefix);
    return true;
  }
}
