import { GetUserProfileQuery } from '@dha/auth';
import type { CourseForSignup } from '@dha/course';
import { GetDictEntriesQuery } from '@dha/infra';
import { ClassStatus, DictTypeCode, OfferType, ParticipantKindLabels, type SignupCreateReq } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { quotaOf } from '../../infrastructure/seat-ledger';
import { SignupErrors } from '../../signup.errors';
import { SubmissionBatcher } from './submission-batcher';

export const SIGNUP_IDENTITY_DICT = DictTypeCode.SIGNUP_IDENTITY;

/**
 * INIT → WAIT_AUDIT for one person and course. `createdBy` is set for a supplementary signup made
 * by staff (create-for), which skips the profile and signup-window checks a visitor must pass.
 * The insert goes through the SubmissionBatcher (group commit with the submissions of the same
 * few milliseconds); the answer comes after that commit.
 */
export class SubmitSignupCommand extends Command<number> {
  constructor(
    readonly input: SignupCreateReq,
    readonly userId: number,
    readonly tenantId: number,
    readonly operatorId: number,
    readonly createdBy: number | null,
  ) {
    super();
  }
}

@CommandHandler(SubmitSignupCommand)
export class SubmitSignupHandler implements ICommandHandler<SubmitSignupCommand, number> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly batcher: SubmissionBatcher,
  ) {}

  async execute(cmd: SubmitSignupCommand): Promise<number> {
    const { input } = cmd;
    const byStaff = cmd.createdBy !== null;
    const [profile, identities] = await Promise.all([
      this.queryBus.execute(new GetUserProfileQuery(cmd.userId)),
      this.queryBus.execute(new GetDictEntriesQuery(SIGNUP_IDENTITY_DICT)),
    ]);
    if (!profile || profile.tenantId !== cmd.tenantId) throw new BizError(SignupErrors.USER_NOT_FOUND);
    const kind = input.participantKind;
    // the course checks run in the batch, on the course as it is read for that batch
    const check = (course: CourseForSignup | null): void => {
      if (!course || course.tenantId !== cmd.tenantId || (!byStaff && !course.published)) throw new BizError(SignupErrors.COURSE_NOT_FOUND);
      if (!byStaff) {
        if (!profile.profileComplete) throw new BizError(SignupErrors.PROFILE_INCOMPLETE);
        if (course.status !== ClassStatus.BEFORE_CLASS) throw new BizError(SignupErrors.COURSE_NOT_OPEN);
        const now = Date.now();
        if (
          (course.signupStartTime && now < course.signupStartTime.getTime()) ||
          (course.signupEndTime && now > course.signupEndTime.getTime())
        ) {
          throw new BizError(SignupErrors.OUTSIDE_SIGNUP_WINDOW);
        }
      } else if (course.status === ClassStatus.COMPLETED || course.status === ClassStatus.PAUSED) {
        throw new BizError(SignupErrors.COURSE_NOT_OPEN);
      }
      if (quotaOf(course, kind, OfferType.FORMAL) + quotaOf(course, kind, OfferType.CANDIDATE) <= 0) {
        throw new BizError(SignupErrors.KIND_NOT_RECRUITED, ParticipantKindLabels[kind]);
      }
      if (identities.length && !identities.some((e) => e.value === input.identity)) {
        throw new BizError(SignupErrors.IDENTITY_INVALID, input.identity);
      }
    };
    return this.batcher.submit({
      tenantId: cmd.tenantId,
      courseId: input.courseId,
      userId: cmd.userId,
      participantKind: kind,
      identity: input.identity,
      remark: input.remark ?? null,
      username: profile.username,
      realName: profile.realName,
      mobile: profile.mobile,
      createdBy: cmd.createdBy,
      operatorId: cmd.operatorId,
      check,
    });
  }
}
