import { CommonStatus } from '@dha/contracts';
import { operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseCodeSeries } from '../../domain';
import { assertCourseTypeExists, flushCodeSeries } from '../../infrastructure/code-series.repository';
import { CreateCodeSeriesCommand } from './create-code-series.command';

@CommandHandler(CreateCodeSeriesCommand)
export class CreateCodeSeriesHandler implements ICommandHandler<CreateCodeSeriesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: CreateCodeSeriesCommand): Promise<number> {
    const em = this.em.fork();
    await assertCourseTypeExists(em, user.tenantId, input.typeId);
    const series = em.create(CourseCodeSeries, {
      tenantId: user.tenantId,
      typeId: input.typeId,
      prefix: input.prefix,
      nextNumber: input.nextNumber ?? 1,
      digits: input.digits ?? 3,
      status: input.status ?? CommonStatus.ENABLE,
      remark: input.remark ?? '',
      creator: operatorOf(user),
      updater: operatorOf(user),
    });
    await flushCodeSeries(em, input.prefix);
    return series.id;
  }
}
