import { ClaimStatus } from '@dha/contracts';
import { PageParamDto } from '@dha/server-core';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { QueryInt } from '@dha/server-core';

export class ClaimCreateDto {
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  courseId!: number;
}

export class ClaimUpdateStatusDto {
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id!: number;

  @IsIn([ClaimStatus.DONE, ClaimStatus.IGNORE])
  status!: number;
}

export class ClaimPageDto extends PageParamDto {
  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  courseId?: number;

  @IsOptional()
  @QueryInt()
  @IsIn(Object.values(ClaimStatus))
  status?: number;

  @IsOptional()
  @QueryInt()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  teacherUserId?: number;
}

/** Courses a teacher may claim (no teacher yet). */
export class ClaimableCoursePageDto extends PageParamDto {}
