import type { OfferName, ReviewAction } from '@dha/contracts';
import type { LoginUser } from '@dha/server-core';
import { Command } from '@nestjs/cqrs';

export interface ReviewInput {
  id: number;
  version: number;
  action: ReviewAction;
  offer?: OfferName;
  remark?: string;
}

/**
 * PASS (signup/office/area/dept/super admin), REJECT (a reviewer or the course's teacher),
 * APPROVE with an offer (the course's teacher, or an admin).
 */
export class ReviewSignupCommand extends Command<boolean> {
  constructor(
    readonly input: ReviewInput,
    readonly user: LoginUser,
  ) {
    super();
  }
}
