import { MAX_INT32, type ClassStatusValue } from '@dha/contracts';
import { PageParamDto, QueryBoolean, QueryInt, QueryIntRange, OptionalText, OptionalQueryIn } from '@dha/server-core';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { CLASS_STATUSES, MAX_EPOCH_MS } from '../../http/course.dto';

export class CoursePageDto extends PageParamDto {
  @OptionalText(100)
  name?: string;

  @OptionalText(50)
  code?: string;

  @OptionalText(50)
  type?: string;

  @OptionalQueryIn(CLASS_STATUSES)
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
