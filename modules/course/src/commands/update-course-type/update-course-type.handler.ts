import { BizError, operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseErrors } from '../../course.errors';
import { coursesOfType, flushCourseType, getCourseType } from '../../infrastructure/course-type.repository';
import { COURSE_TYPE_DICT, DictionaryCheck } from '../../infrastructure/dictionary-check';
import { UpdateCourseTypeCommand } from './update-course-type.command';

/** The dictionary value of a type may change only while no live course carries the old one. */
@CommandHandler(UpdateCourseTypeCommand)
export class UpdateCourseTypeHandler implements ICommandHandler<UpdateCourseTypeCommand, true> {
  constructor(
    private readonly em: EntityManager,
    private readonly dict: DictionaryCheck,
  ) {}

  async execute({ user, input }: UpdateCourseTypeCommand): Promise<true> {
    const em = this.em.fork();
    const type = await getCourseType(em, user.tenantId, input.id);
    if (type.dictValue !== input.dictValue) {
      await this.dict.assertValue(COURSE_TYPE_DICT, input.dictValue, 'dictValue');
      if ((await coursesOfType(em, type)) > 0) throw new BizError(CourseErrors.TYPE_IN_USE, type.name);
    }
    em.assign(type, {
      name: input.name.trim(),
      dictValue: input.dictValue,
      codePrefix: input.codePrefix,
      sort: input.sort ?? type.sort,
      status: input.status ?? type.status,
      updater: operatorOf(user),
    });
    await flushCourseType(em, input.dictValue);
    return true;
  }
}
