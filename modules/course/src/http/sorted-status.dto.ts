import { SortOrder, CommonStatusIn } from '@dha/server-core';
import { IsOptional } from 'class-validator';

/** The display order and the enabled/disabled status of an admin-managed list entry (course types, centres). */
export abstract class SortedStatusDto {
  @IsOptional()
  @SortOrder()
  sort?: number;

  @IsOptional()
  @CommonStatusIn()
  status?: number;
}
