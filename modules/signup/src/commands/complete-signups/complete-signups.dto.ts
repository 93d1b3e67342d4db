import type { SignupCompleteReq } from '@dha/contracts';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';

export class SignupCompleteDto implements SignupCompleteReq {
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  courseId!: number;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(2_147_483_647, { each: true })
  ids!: number[];
}
