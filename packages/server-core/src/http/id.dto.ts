import { MAX_INT32 } from '@dha/contracts';
import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';

/** `?id=` of get and delete calls. */
export class IdQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}

/** `{ id }` bodies. */
export class IdBodyDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  id!: number;
}

/** `{ id, version }` bodies of calls that change a versioned row (optimistic locking). */
export class IdVersionDto extends IdBodyDto {
  @IsInt()
  @Min(0)
  @Max(MAX_INT32)
  version!: number;
}

/** A non-empty list of row ids (each 1..MAX_INT32), at most `max` of them. */
export const RowIds = (max = 1000): PropertyDecorator =>
  applyDecorators(
    IsArray(),
    ArrayMinSize(1),
    ArrayMaxSize(max),
    IsInt({ each: true }),
    Min(1, { each: true }),
    Max(MAX_INT32, { each: true }),
  );

/**
 * `?ids=1&ids=2` or `?ids=1,2` (the contract accepts both, also mixed) of the delete-list and
 * mark-read calls; a part that is not a number fails validation.
 */
export class IdsQueryDto {
  @Transform(({ value }: { value: unknown }) => {
    const parts = Array.isArray(value) ? value.flatMap((v) => String(v).split(',')) : typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(parts)) return parts;
    return parts.map((p: string) => (/^\d{1,10}$/.test(p.trim()) ? Number(p.trim()) : p));
  })
  @RowIds()
  ids!: number[];
}
