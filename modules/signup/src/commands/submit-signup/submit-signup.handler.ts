import { GetUserProfileQuery } from '@dha/system';
import { GetDictEntriesQuery } from '@dha/infra';
import { DictTypeCode, isOnlyCommon } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { assertSubmissionAllowed } from '../../domain/submission-rules';
import { SignupErrors } from '../../signup.errors';
import { SubmissionBatcher } from './submission-batcher';
import { SubmitSignupCommand } from './submit-signup.command';

@CommandHandler(SubmitSignupCommand)
export class SubmitSignupHandler implements ICommandHandler<SubmitSignupCommand, number> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly batcher: SubmissionBatcher,
  ) {}

  async execute(cmd: SubmitSignupCommand): Promise<number> {
    const { input } = cmd;
    const [profile, identities] = await Promise.all([
      this.queryBus.execute(new GetUserProfileQuery(cmd.userId)),
      this.queryBus.execute(new GetDictEntriesQuery(DictTypeCode.SIGNUP_IDENTITY)),
    ]);
    if (!profile || profile.tenantId !== cmd.tenantId) throw new BizError(SignupErrors.USER_NOT_FOUND);
    // staff sign up visitors only: an account with a staff role would get signups (and offers) it never asked for
    if (cmd.createdBy !== null && !isOnlyCommon(profile.roles)) throw new BizError(SignupErrors.APPLICANT_NOT_VISITOR, profile.username);
    const facts = {
      tenantId: cmd.tenantId,
      kind: input.participantKind,
      identity: input.identity,
      byStaff: cmd.createdBy !== null,
      profileComplete: profile.profileComplete,
      identities: identities.map((e) => e.value),
    };
    return this.batcher.submit({
      tenantId: cmd.tenantId,
      courseId: input.courseId,
      userId: cmd.userId,
      participantKind: input.participantKind,
      identity: input.identity,
      remark: input.remark ?? null,
      username: profile.username,
      realName: profile.realName,
      mobile: profile.mobile,
      createdBy: cmd.createdBy,
      operatorId: cmd.operatorId,
      // the course checks run in the batch, on the course as it is read for that batch
      check: (course) => assertSubmissionAllowed(course, facts),
    });
  }
}
