import type { ClassStatusValue } from '@dha/contracts';
import { IdBodyDto } from '@dha/server-core';
import { IsIn } from 'class-validator';
import { CLASS_STATUSES } from '../../http/course.dto';

export class CourseUpdateStatusDto extends IdBodyDto {
  @IsIn(CLASS_STATUSES)
  status!: ClassStatusValue;
}
