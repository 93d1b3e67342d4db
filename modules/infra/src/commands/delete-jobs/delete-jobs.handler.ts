import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { JobScheduler } from '../../infrastructure/jobs/job-scheduler';
import { lockJob } from '../../infrastructure/jobs/job.repository';
import { DeleteJobsCommand } from './delete-jobs.command';

@CommandHandler(DeleteJobsCommand)
export class DeleteJobsHandler implements ICommandHandler<DeleteJobsCommand, true> {
  constructor(
    private readonly em: EntityManager,
    private readonly scheduler: JobScheduler,
  ) {}

  async execute({ ids }: DeleteJobsCommand): Promise<true> {
    return this.em.fork().transactional(async (em) => {
      for (const id of [...new Set(ids)]) {
        const job = await lockJob(em, id);
        em.remove(job);
        await this.scheduler.remove(job.handlerName);
      }
      await em.flush();
      return true as const;
    });
  }
}
