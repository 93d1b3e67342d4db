import { BizError, type LoginUser } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../course.errors';
import { Course, CourseCodeSeries, CourseType } from '../domain';
import { COURSE_TYPE_DICT, DictionaryCheck } from '../shared/dictionary';
import { operatorOf } from '@dha/server-core';
import type { CourseTypeCreateDto, CourseTypeUpdateDto } from './course-type.dto';

export class CreateCourseTypeCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: CourseTypeCreateDto,
  ) {
    super();
  }
}

export class UpdateCourseTypeCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: CourseTypeUpdateDto,
  ) {
    super();
  }
}

export class DeleteCourseTypeCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly id: number,
  ) {
    super();
  }
}

@CommandHandler(CreateCourseTypeCommand)
export class CreateCourseTypeHandler implements ICommandHandler<CreateCourseTypeCommand, number> {
  constructor(
    private readonly em: EntityManager,
    private readonly dict: DictionaryCheck,
  ) {}

  async execute({ user, input }: CreateCourseTypeCommand): Promise<number> {
    await this.dict.assertValue(COURSE_TYPE_DICT, input.dictValue, 'dictValue');
    const em = this.em.fork();
    const type = em.create(CourseType, {
      tenantId: user.tenantId,
      name: input.name.trim(),
      dictValue: input.dictValue,
      codePrefix: input.codePrefix,
      sort: input.sort ?? 0,
      status: input.status ?? 0,
      creator: operatorOf(user),
    });
    await flushUnique(em, input.dictValue);
    return type.id;
  }
}

@CommandHandler(UpdateCourseTypeCommand)
export class UpdateCourseTypeHandler implements ICommandHandler<UpdateCourseTypeCommand, true> {
  constructor(
    private readonly em: EntityManager,
    private readonly dict: DictionaryCheck,
  ) {}

  async execute({ user, input }: UpdateCourseTypeCommand): Promise<true> {
    const em = this.em.fork();
    const type = await em.findOne(CourseType, { id: input.id, tenantId: user.tenantId });
    if (!type) throw BizError.of(CourseErrors.TYPE_NOT_EXISTS);
    if (type.dictValue !== input.dictValue) {
      await this.dict.assertValue(COURSE_TYPE_DICT, input.dictValue, 'dictValue');
      const used = await em.count(Course, { tenantId: user.tenantId, type: type.dictValue, deleted: false });
      if (used > 0) throw new BizError(CourseErrors.TYPE_IN_USE, type.name);
    }
    em.assign(type, {
      name: input.name.trim(),
      dictValue: input.dictValue,
      codePrefix: input.codePrefix,
      sort: input.sort ?? type.sort,
      status: input.status ?? type.status,
    });
    await flushUnique(em, input.dictValue);
    return true;
  }
}

@CommandHandler(DeleteCourseTypeCommand)
export class DeleteCourseTypeHandler implements ICommandHandler<DeleteCourseTypeCommand, true> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, id }: DeleteCourseTypeCommand): Promise<true> {
    const em = this.em.fork();
    const type = await em.findOne(CourseType, { id, tenantId: user.tenantId });
    if (!type) throw BizError.of(CourseErrors.TYPE_NOT_EXISTS);
    const courses = await em.count(Course, { tenantId: user.tenantId, type: type.dictValue, deleted: false });
    const series = await em.count(CourseCodeSeries, { tenantId: user.tenantId, typeId: type.id });
    if (courses + series > 0) throw new BizError(CourseErrors.TYPE_IN_USE, type.name);
    await em.remove(type).flush();
    return true;
  }
}

async function flushUnique(em: EntityManager, dictValue: string): Promise<void> {
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw new BizError(CourseErrors.TYPE_DICT_VALUE_DUPLICATE, dictValue);
    throw e;
  }
}

export const courseTypeCommandHandlers = [CreateCourseTypeHandler, UpdateCourseTypeHandler, DeleteCourseTypeHandler];
