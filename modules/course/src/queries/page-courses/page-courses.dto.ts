import { MAX_INT32, type ClassStatusValue } from '@dha/contracts';
import { PageParamDto, QueryBoolean, QueryInt, QueryIntRange } from '@dha/server-core';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CLASS_STATUSES, MAX_EPOCH_MS } from '../../http/course.dto';

export class CoursePageDto extends PageParamDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  code?: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  type?: string;

  @IsOptional()
  @QueryInt()
  @IsIn(CLASS_STATUSES)
  status?: ClassStatusValue;

  @IsOptional()
  @QueryBoolean()
  @IsBoolean()
  published?: boolean;

  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  teacherId?: number;

  /** [from, to] epoch ms (repeated `startTime` keys or `from,to`) */
  @IsOptional()
  @QueryIntRange()
  @IsArray()
  @ArrayMaxSize(2)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(MAX_EPOCH_MS, { each: true })
  startTime?: number[];
}
