import { MAX_INT32 } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** `?courseId=` of the stats board. */
export class SignupStatsDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  courseId!: number;
}
