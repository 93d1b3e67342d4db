import { RowIds } from '@dha/server-core';
import { Transform } from 'class-transformer';

/** `?ids=1,2,3`: the courses of a client list page. */
export class CourseSeatsDto {
  @Transform(({ value }: { value: unknown }) =>
    String(value)
      .split(',')
      .filter((s) => s.trim() !== '')
      .map((s) => (/^\s*\d+\s*$/.test(s) ? Number(s) : NaN)),
  )
  @RowIds(100)
  ids!: number[];
}
