import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';

const MAX_ID = 2_147_483_647;

/** `?id=` of get/delete calls. */
export class IdQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id!: number;
}

/** `?ids=1&ids=2` or `?ids=1,2` (contract: both accepted); a part that is not a number fails @IsInt. */
export class IdsQueryDto {
  @Transform(({ value }: { value: unknown }) => {
    const parts = Array.isArray(value) ? value.flatMap((v) => String(v).split(',')) : typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(parts)) return parts;
    return parts.map((p: string) => (/^\d{1,10}$/.test(p.trim()) ? Number(p.trim()) : p));
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_ID, { each: true })
  ids!: number[];
}
