import { MAX_INT32 } from '@dha/contracts';
import { IsInt, Max, Min } from 'class-validator';

export class ClaimCreateDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  courseId!: number;
}
