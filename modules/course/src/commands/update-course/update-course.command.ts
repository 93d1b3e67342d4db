import type { LoginUser } from '@dha/server-core';
import type { CourseUpdateDto } from '../../http/course.dto';
import { Command } from '@nestjs/cqrs';

export class UpdateCourseCommand extends Command<true> {
  constructor(
    readonly user: LoginUser,
    readonly input: CourseUpdateDto,
  ) {
    super();
  }
}
