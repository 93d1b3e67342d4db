import { CommonStatus } from '@dha/contracts';
import { PageParamDto, OptionalText, OptionalQueryIn } from '@dha/server-core';

export class CourseTypePageDto extends PageParamDto {
  @OptionalText(50)
  name?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;
}
