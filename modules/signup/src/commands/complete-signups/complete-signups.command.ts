import type { SignupBatchItemResult } from '@dha/contracts';
import { BizError, type LoginUser } from '@dha/server-core';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertCourseAccess } from '../../application/staff-access';
import { SignupWorkflow } from '../../application/signup-workflow.service';
import { SignupErrors } from '../../signup.errors';

/** Completion recorded for a course (completereg): FORMAL_ACCEPT → FINISHED, answered per signup. */
export class CompleteSignupsCommand extends Command<SignupBatchItemResult[]> {
  constructor(
    readonly courseId: number,
    readonly ids: number[],
    readonly user: LoginUser,
  ) {
    super();
  }
}

@CommandHandler(CompleteSignupsCommand)
export class CompleteSignupsHandler implements ICommandHandler<CompleteSignupsCommand, SignupBatchItemResult[]> {
  constructor(private readonly workflow: SignupWorkflow) {}

  async execute(cmd: CompleteSignupsCommand): Promise<SignupBatchItemResult[]> {
    const course = await this.workflow.course(cmd.courseId);
    if (!course || course.tenantId !== cmd.user.tenantId) throw new BizError(SignupErrors.COURSE_NOT_FOUND);
    assertCourseAccess(cmd.user, course);
    const results: SignupBatchItemResult[] = [];
    for (const id of [...new Set(cmd.ids)]) {
      try {
        await this.workflow.transition({
          id,
          version: null,
          operatorId: cmd.user.id,
          tenantId: cmd.user.tenantId,
          authorize: (row) => {
            if (row.courseId !== cmd.courseId) throw new BizError(SignupErrors.NOT_COURSE_SIGNUP);
          },
          decide: (signup) => signup.complete(),
        });
        results.push({ id, ok: true, code: 0, msg: '' });
      } catch (err) {
        if (!(err instanceof BizError)) throw err;
        results.push({ id, ok: false, code: err.code, msg: err.message });
      }
    }
    return results;
  }
}
