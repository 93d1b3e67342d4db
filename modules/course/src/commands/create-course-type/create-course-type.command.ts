import type { LoginUser } from '@dha/server-core';
import type { CourseTypeCreateDto } from '../../http/course-type.dto';
import { Command } from '@nestjs/cqrs';

export class CreateCourseTypeCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: CourseTypeCreateDto,
  ) {
    super();
  }
}
