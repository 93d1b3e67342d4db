import { JobStatus } from '@dha/contracts';
import { OptionalQueryIn, OptionalText, PageParamDto } from '@dha/server-core';

/** `/infra/job/page` and `/export-excel`: name?, handlerName? (contains), status?. */
export class JobPageDto extends PageParamDto {
  @OptionalText(32)
  name?: string;

  @OptionalText(64)
  handlerName?: string;

  @OptionalQueryIn(Object.values(JobStatus))
  status?: number;
}
