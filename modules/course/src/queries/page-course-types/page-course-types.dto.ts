import { CommonStatus } from '@dha/contracts';
import { PageParamDto, QueryInt } from '@dha/server-core';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class CourseTypePageDto extends PageParamDto {
  @IsOptional()
  @IsString()
  @MaxLength(50)
  name?: string;

  @IsOptional()
  @QueryInt()
  @IsIn(Object.values(CommonStatus))
  status?: number;
}
