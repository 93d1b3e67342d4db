import type { OfferName, ReviewAction, SignupReviewReq } from '@dha/contracts';
import { IdVersionDto } from '@dha/server-core';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export const REVIEW_ACTIONS: ReviewAction[] = ['PASS', 'REJECT', 'APPROVE'];
export const OFFER_NAMES: OfferName[] = ['FORMAL', 'CANDIDATE'];

// a mixin's base must take `any[]` (TS2545)
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T = object> = new (...args: any[]) => T;

/**
 * The reviewer's decision (action, offer, remark) added to a request body class: the single review
 * and the batch review take the same decision, on one signup or on many.
 */
export function WithReviewDecision<TBase extends Constructor>(Base: TBase) {
  class ReviewDecision extends Base {
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
  return ReviewDecision;
}

export class SignupReviewDto extends WithReviewDecision(IdVersionDto) implements SignupReviewReq {}
