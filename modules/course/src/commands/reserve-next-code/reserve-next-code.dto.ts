import { MAX_INT32 } from '@dha/contracts';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export class NextCodeQueryDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  typeId!: number;
}
