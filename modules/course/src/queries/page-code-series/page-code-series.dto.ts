import { CommonStatus } from '@dha/contracts';
import { PageParamDto, QueryInt, OptionalText, OptionalQueryIn } from '@dha/server-core';
import { IsInt, IsOptional, Min } from 'class-validator';

export class CodeSeriesPageDto extends PageParamDto {
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  typeId?: number;

  @OptionalText(30)
  prefix?: string;

  @OptionalQueryIn(Object.values(CommonStatus))
  status?: number;
}
