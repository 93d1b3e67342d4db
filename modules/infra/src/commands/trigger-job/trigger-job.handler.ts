import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JobScheduler } from '../../infrastructure/jobs/job-scheduler';
import { getJob } from '../../infrastructure/jobs/job.repository';
import { TriggerJobCommand } from './trigger-job.command';

@CommandHandler(TriggerJobCommand)
export class TriggerJobHandler implements ICommandHandler<TriggerJobCommand, true> {
  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: JobScheduler,
  ) {}

  async execute({ id }: TriggerJobCommand): Promise<true> {
    await this.scheduler.trigger(await getJob(this.em.fork(), id));
    return true;
  }
}
