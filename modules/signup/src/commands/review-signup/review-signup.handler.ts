import { OfferType, type OfferName } from '@dha/contracts';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { SignupTransitions, staffRequest } from '../../application/signup-transitions.service';
import { forbidden, inAdminScope, isSignupAdmin, teachesCourse } from '../../domain/staff-access';
import { dataScopeOf } from '../../queries/signup-views';
import { ReviewSignupCommand } from './review-signup.command';

const offerValue = (offer: OfferName | undefined) => (offer === undefined ? null : OfferType[offer]);

@CommandHandler(ReviewSignupCommand)
export class ReviewSignupHandler implements ICommandHandler<ReviewSignupCommand, boolean> {
  constructor(
    private readonly transitions: SignupTransitions,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ input, user }: ReviewSignupCommand): Promise<boolean> {
    const admin = isSignupAdmin(user);
    const scope = admin ? await dataScopeOf(this.queryBus, user) : null;
    await this.transitions.run({
      ...staffRequest(input, user),
      authorize: (_row, course) => {
        // an admin reviews within their data scope; a teacher (only reject or approve) on their own courses
        if (admin && scope && inAdminScope(user, course, scope)) return;
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
