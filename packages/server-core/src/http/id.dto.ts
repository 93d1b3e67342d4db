import { MAX_INT32 } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

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
