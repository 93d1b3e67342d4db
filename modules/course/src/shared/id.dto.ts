import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** `?id=` of get/delete calls. */
export class IdQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id!: number;
}
