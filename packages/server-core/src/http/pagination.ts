import { PAGE_NO_MAX, PAGE_SIZE_MAX, type PageResult } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** `pageNo`/`pageSize` of every page query (contract: default 10, at most 200). Extend it for filters. */
export class PageParamDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PAGE_NO_MAX)
  pageNo: number = 1;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PAGE_SIZE_MAX)
  pageSize: number = 10;

  get offset(): number {
    return (this.pageNo - 1) * this.pageSize;
  }
}

export function pageOf<T>(list: T[], total: number): PageResult<T> {
  return { list, total };
}
