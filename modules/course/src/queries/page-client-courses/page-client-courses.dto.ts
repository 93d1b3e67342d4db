import type { ClassStatusValue } from '@dha/contracts';
import { PageParamDto, OptionalText, OptionalQueryIn } from '@dha/server-core';
import { CLASS_STATUSES } from '../../http/course.dto';

export class ClientCoursePageDto extends PageParamDto {
  @OptionalText(50)
  type?: string;

  @OptionalText(100)
  keyword?: string;

  @OptionalQueryIn(CLASS_STATUSES)
  status?: ClassStatusValue;
}
