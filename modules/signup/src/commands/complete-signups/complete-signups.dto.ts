import { MAX_INT32, type SignupCompleteReq } from '@dha/contracts';
import { RowIds } from '@dha/server-core';
import { IsInt, Max, Min } from 'class-validator';

export class SignupCompleteDto implements SignupCompleteReq {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  courseId!: number;

  @RowIds()
  ids!: number[];
}
