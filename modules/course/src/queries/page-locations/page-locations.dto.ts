import { CommonStatus } from '@dha/contracts';
import { PageParamDto, OptionalText, OptionalQueryIn } from '@dha/server-core';

export class LocationPageDto extends PageParamDto {
  @OptionalText(100)
  name?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;
}
