import type { LoginUser } from '@dha/server-core';
import type { CourseTypeUpdateDto } from '../../http/course-type.dto';
import { Command } from '@nestjs/cqrs';

export class UpdateCourseTypeCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: CourseTypeUpdateDto,
  ) {
    super();
  }
}
