import { CommonStatus } from '@dha/contracts';
import { PageParamDto, QueryInt } from '@dha/server-core';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

export class CodeSeriesPageDto extends PageParamDto {
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  typeId?: number;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  prefix?: string;

  @IsOptional()
  @QueryInt()
  @IsIn(Object.values(CommonStatus))
  status?: number;
}
