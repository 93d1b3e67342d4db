import { CommonStatus } from '@dha/contracts';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

/** The display order and the enabled/disabled status of an admin-managed list entry (course types, centres). */
export abstract class SortedStatusDto {
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(999_999)
  sort?: number;

  @IsOptional()
  @IsIn(Object.values(CommonStatus))
  status?: number;
}
