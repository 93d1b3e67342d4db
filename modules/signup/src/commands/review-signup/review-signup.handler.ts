import { OfferType, type OfferName } from '@dha/contracts';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SignupTransitions, staffRequest } from '../../application/signup-transitions.service';
import { forbidden, isSignupAdmin, teachesCourse } from '../../domain/staff-access';
import { ReviewSignupCommand } from './review-signup.command';

const offerValue = (offer: OfferName | undefined) => (offer === undefined ? null : OfferType[offer]);

@CommandHandler(ReviewSignupCommand)
export class ReviewSignupHandler implements ICommandHandler<ReviewSignupCommand, boolean> {
  constructor(private readonly transitions: SignupTransitions) {}

  async execute({ input, user }: ReviewSignupCommand): Promise<boolean> {
    await this.transitions.run({
      ...staffRequest(input, user),
      authorize: (_row, course) => {
        if (isSignupAdmin(user)) return;
        if (input.action === 'PASS' || !teachesCourse(user, course)) throw forbidden();
      },
      decide: (signup, _row, course) => {
        if (input.action === 'PASS') return signup.pass(course?.needTeacherAudit ?? true, offerValue(input.offer));
        if (input.action === 'REJECT') return signup.reject();
        return signup.approve(offerValue(input.offer));
      },
    });
    return true;
  }
}
