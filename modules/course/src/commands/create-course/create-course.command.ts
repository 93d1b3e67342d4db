import type { LoginUser } from '@dha/server-core';
import type { CourseCreateDto } from '../../http/course.dto';
import { Command } from '@nestjs/cqrs';

export class CreateCourseCommand extends Command<number> {
  constructor(
    readonly user: LoginUser,
    readonly input: CourseCreateDto,
  ) {
    super();
  }
}
