import { CommonStatus, type CourseCodeNextResp } from '@dha/contracts';
import { BizError, type LoginUser } from '@dha/server-core';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../course.errors';
import { Course, CourseCodeSeries, CourseType, formatCode } from '../domain';
import { operatorOf } from '@dha/server-core';
import type { CodeSeriesCreateDto, CodeSeriesUpdateDto } from './code-series.dto';

export class CreateCodeSeriesCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: CodeSeriesCreateDto,
  ) {
    super();
  }
}

export class UpdateCodeSeriesCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: CodeSeriesUpdateDto,
  ) {
    super();
  }
}

export class DeleteCodeSeriesCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
  ) {
    super();
  }
}

/** Hands out the next free code of a type's series (skipping codes already taken by hand). */
export class ReserveNextCodeCommand extends Command<CourseCodeNextResp> {
  constructor(
    readonly user: LoginUser,
    readonly typeId: number,
  ) {
    super();
  }
}

@CommandHandler(CreateCodeSeriesCommand)
export class CreateCodeSeriesHandler implements ICommandHandler<CreateCodeSeriesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: CreateCodeSeriesCommand): Promise<number> {
    const em = this.em.fork();
    await assertType(em, user.tenantId, input.typeId);
    const series = em.create(CourseCodeSeries, {
      tenantId: user.tenantId,
      typeId: input.typeId,
      prefix: input.prefix,
      nextNumber: input.nextNumber ?? 1,
      digits: input.digits ?? 3,
      status: input.status ?? CommonStatus.ENABLE,
      remark: input.remark ?? '',
      creator: operatorOf(user),
    });
    await flushUnique(em, input);
    return series.id;
  }
}

@CommandHandler(UpdateCodeSeriesCommand)
export class UpdateCodeSeriesHandler implements ICommandHandler<UpdateCodeSeriesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: UpdateCodeSeriesCommand): Promise<true> {
    const em = this.em.fork();
    const series = await em.findOne(CourseCodeSeries, { id: input.id, tenantId: user.tenantId });
    if (!series) throw BizError.of(CourseErrors.CODE_SERIES_NOT_EXISTS);
    if (series.typeId !== input.typeId) await assertType(em, user.tenantId, input.typeId);
    em.assign(series, {
      typeId: input.typeId,
      prefix: input.prefix,
      nextNumber: input.nextNumber ?? series.nextNumber,
      digits: input.digits ?? series.digits,
      status: input.status ?? series.status,
      remark: input.remark ?? series.remark,
    });
    await flushUnique(em, input);
    return true;
  }
}

@CommandHandler(DeleteCodeSeriesCommand)
export class DeleteCodeSeriesHandler implements ICommandHandler<DeleteCodeSeriesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, id }: DeleteCodeSeriesCommand): Promise<true> {
    const em = this.em.fork();
    const series = await em.findOne(CourseCodeSeries, { id, tenantId: user.tenantId });
    if (!series) throw BizError.of(CourseErrors.CODE_SERIES_NOT_EXISTS);
    await em.remove(series).flush();
    return true;
  }
}

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
      for (;;) {
        const code = formatCode(series.prefix, number, series.digits);
        const taken = await em.count(Course, { tenantId: user.tenantId, code });
        if (!taken) break;
        number++;
      }
      series.nextNumber = number + 1;
      return { code: formatCode(series.prefix, number, series.digits), seriesId: series.id };
    });
  }
}

async function assertType(em: EntityManager, tenantId: number, typeId: number): Promise<void> {
  const type = await em.findOne(CourseType, { id: typeId, tenantId });
  if (!type) throw BizError.badRequest(`typeId: 课程类型 ${typeId} 不存在`);
}

async function flushUnique(em: EntityManager, input: CodeSeriesCreateDto): Promise<void> {
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) {
      if (String(e.message).includes('course_code_series_tenant_prefix_unique'))
        throw new BizError(CourseErrors.CODE_SERIES_PREFIX_DUPLICATE, input.prefix);
      throw BizError.of(CourseErrors.CODE_SERIES_TYPE_DUPLICATE);
    }
    throw e;
  }
}

export const codeSeriesCommandHandlers = [
  CreateCodeSeriesHandler,
  UpdateCodeSeriesHandler,
  DeleteCodeSeriesHandler,
  ReserveNextCodeHandler,
];
