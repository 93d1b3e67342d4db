import type { OfferName, ReviewAction, SignupBatchReviewReq, SignupReviewReq } from '@dha/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

export const REVIEW_ACTIONS: ReviewAction[] = ['PASS', 'REJECT', 'APPROVE'];
export const OFFER_NAMES: OfferName[] = ['FORMAL', 'CANDIDATE'];

export class SignupIdVersionDto {
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id!: number;

  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  version!: number;
}

export class SignupReviewDto extends SignupIdVersionDto implements SignupReviewReq {
  @IsIn(REVIEW_ACTIONS)
  action!: ReviewAction;

  @IsOptional()
  @IsIn(OFFER_NAMES)
  offer?: OfferName;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  remark?: string;
}

export class SignupBatchReviewDto implements SignupBatchReviewReq {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => SignupIdVersionDto)
  ids!: SignupIdVersionDto[];

  @IsIn(REVIEW_ACTIONS)
  action!: ReviewAction;

  @IsOptional()
  @IsIn(OFFER_NAMES)
  offer?: OfferName;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  remark?: string;
}
