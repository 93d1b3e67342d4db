import { SignupStatus } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SignupWorkflow } from '../../application/signup-workflow.service';

/** The reply deadline of an offer passed: WAIT_STUDENT_AUDIT → CANCELLED by the system. Idempotent. */
export class ExpireOfferCommand extends Command<boolean> {
  constructor(readonly signupId: number) {
    super();
  }
}

/** Expires every overdue offer (lost jobs), and re-schedules pending ones; answers how many expired. */
export class SweepOffersCommand extends Command<number> {}

class NothingToExpire extends Error {}

@CommandHandler(ExpireOfferCommand)
export class ExpireOfferHandler implements ICommandHandler<ExpireOfferCommand, boolean> {
  constructor(private readonly workflow: SignupWorkflow) {}

  async execute(cmd: ExpireOfferCommand): Promise<boolean> {
    try {
      await this.workflow.transition({
        id: cmd.signupId,
        version: null,
        operatorId: null,
        decide: (signup, row) => {
          // decided on the locked row: still waiting for a reply and past its deadline
          const overdue = row.status === SignupStatus.WAIT_STUDENT_AUDIT && row.offerDeadline && row.offerDeadline.getTime() <= Date.now();
          if (!overdue) throw new NothingToExpire();
          return signup.expire();
        },
      });
      return true;
    } catch (err) {
      if (err instanceof NothingToExpire) return false;
      // the signup vanished or moved on meanwhile: nothing to do
      if (err instanceof BizError && err.code !== 423) return false;
      throw err;
    }
  }
}

@CommandHandler(SweepOffersCommand)
export class SweepOffersHandler implements ICommandHandler<SweepOffersCommand, number> {
  constructor(
    private readonly em: EntityManager,
    private readonly workflow: SignupWorkflow,
    private readonly expire: ExpireOfferHandler,
  ) {}

  async execute(): Promise<number> {
    const rows = await this.em
      .fork()
      .execute<Array<{ id: number; version: number; offer_deadline: Date }>>(
        `select id, version, offer_deadline from signup_signup where status = 30 and offer_deadline is not null order by offer_deadline limit 5000`,
      );
    let expired = 0;
    for (const r of rows) {
      const deadline = new Date(r.offer_deadline);
      if (deadline.getTime() <= Date.now()) {
        if (await this.expire.execute(new ExpireOfferCommand(Number(r.id)))) expired++;
      } else {
        // same job id as the original: a no-op when the job still exists
        await this.workflow.scheduleExpiry(Number(r.id), Number(r.version), deadline).catch(() => undefined);
      }
    }
    return expired;
  }
}
