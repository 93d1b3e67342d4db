import { GetCourseForSignupQuery } from '@dha/course';
import type { SignupBatchItemResult } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { answerEach } from '../../application/answer-each';
import { SignupTransitions } from '../../application/signup-transitions.service';
import { assertCourseAccess } from '../../domain/staff-access';
import { dataScopeOf } from '../../queries/signup-views';
import { SignupErrors } from '../../signup.errors';
import { CompleteSignupsCommand } from './complete-signups.command';

@CommandHandler(CompleteSignupsCommand)
export class CompleteSignupsHandler implements ICommandHandler<CompleteSignupsCommand, SignupBatchItemResult[]> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly transitions: SignupTransitions,
  ) {}

  async execute({ courseId, ids, user }: CompleteSignupsCommand): Promise<SignupBatchItemResult[]> {
    const course = await this.queryBus.execute(new GetCourseForSignupQuery(courseId));
    if (!course || course.tenantId !== user.tenantId) throw new BizError(SignupErrors.COURSE_NOT_FOUND);
    assertCourseAccess(user, course, await dataScopeOf(this.queryBus, user));
    return answerEach(
      [...new Set(ids)],
      (id) => id,
      (id) =>
        this.transitions.run({
          id,
          version: null,
          operatorId: user.id,
          tenantId: user.tenantId,
          authorize: (row) => {
            if (row.courseId !== courseId) throw new BizError(SignupErrors.NOT_COURSE_SIGNUP);
          },
          decide: (signup) => signup.complete(),
        }),
    );
  }
}
