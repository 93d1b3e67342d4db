import { operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CourseType } from '../../domain';
import { flushCourseType } from '../../infrastructure/course-type.repository';
import { COURSE_TYPE_DICT, DictionaryCheck } from '../../infrastructure/dictionary-check';
import { CreateCourseTypeCommand } from './create-course-type.command';

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
      updater: operatorOf(user),
    });
    await flushCourseType(em, input.dictValue);
    return type.id;
  }
}
