import { ClaimStatus, MAX_INT32 } from '@dha/contracts';
import { PageParamDto, QueryInt, OptionalQueryIn } from '@dha/server-core';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class ClaimPageDto extends PageParamDto {
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  courseId?: number;

  @OptionalQueryIn(Object.values(ClaimStatus))
  status?: number;

  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  teacherUserId?: number;
}
