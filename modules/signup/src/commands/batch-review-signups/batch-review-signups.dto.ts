import type { SignupBatchReviewReq } from '@dha/contracts';
import { IdVersionDto } from '@dha/server-core';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject, ValidateNested } from 'class-validator';
import { WithReviewDecision } from '../review-signup/review-signup.dto';

export class SignupBatchReviewDto extends WithReviewDecision(class {}) implements SignupBatchReviewReq {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  // ValidateNested alone passes a list of empty lists: each entry must be an object
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => IdVersionDto)
  ids!: IdVersionDto[];
}
