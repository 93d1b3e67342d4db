import { DASHBOARD_DAYS_DEFAULT, DASHBOARD_DAYS_MAX } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `?days=` of the staff dashboard's signups-per-day chart. */
export class StaffDashboardDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(DASHBOARD_DAYS_MAX)
  days: number = DASHBOARD_DAYS_DEFAULT;
}
