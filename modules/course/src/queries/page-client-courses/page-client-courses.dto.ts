import type { ClassStatusValue } from '@dha/contracts';
import { PageParamDto, QueryInt } from '@dha/server-core';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CLASS_STATUSES } from '../../http/course.dto';

export class ClientCoursePageDto extends PageParamDto {
  @IsOptional()
  @IsString()
  @MaxLength(50)
  type?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  keyword?: string;

  @IsOptional()
  @QueryInt()
  @IsIn(CLASS_STATUSES)
  status?: ClassStatusValue;
}
