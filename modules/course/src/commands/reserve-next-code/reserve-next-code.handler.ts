import { CommonStatus, type CourseCodeNextResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../../course.errors';
import { CourseCodeSeries, formatCode } from '../../domain';
import { isCourseCodeTaken } from '../../infrastructure/code-series.repository';
import { ReserveNextCodeCommand } from './reserve-next-code.command';

/** The series row is locked while a number is picked, so concurrent editors never get the same code. */
@CommandHandler(ReserveNextCodeCommand)
export class ReserveNextCodeHandler implements ICommandHandler<ReserveNextCodeCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ user, typeId }: ReserveNextCodeCommand): Promise<CourseCodeNextResp> {
    return this.em.fork().transactional(async (em) => {
      const series = await em.findOne(CourseCodeSeries, { tenantId: user.tenantId, typeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!series) throw BizError.of(CourseErrors.CODE_SERIES_NOT_EXISTS);
      if (series.status !== CommonStatus.ENABLE) throw BizError.of(CourseErrors.CODE_SERIES_DISABLED);
      // skip numbers whose code was already given to a course by hand
      let number = series.nextNumber;
      while (await isCourseCodeTaken(em, user.tenantId, formatCode(series.prefix, number, series.digits))) number++;
      series.nextNumber = number + 1;
      return { code: formatCode(series.prefix, number, series.digits), seriesId: series.id };
    });
  }
}
