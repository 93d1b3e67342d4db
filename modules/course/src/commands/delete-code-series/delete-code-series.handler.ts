import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { getCodeSeries } from '../../infrastructure/code-series.repository';
import { DeleteCodeSeriesCommand } from './delete-code-series.command';

@CommandHandler(DeleteCodeSeriesCommand)
export class DeleteCodeSeriesHandler implements ICommandHandler<DeleteCodeSeriesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, id }: DeleteCodeSeriesCommand): Promise<true> {
    const em = this.em.fork();
    const series = await getCodeSeries(em, user.tenantId, id);
    await em.remove(series).flush();
    return true;
  }
}
