import { ConfigType } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { InfraErrors } from '../../infra.errors';
import { getConfig } from '../../infrastructure/config.repository';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReferenceDataWriter } from '../../infrastructure/reference-data.writer';
import { DeleteConfigsCommand } from './delete-configs.command';

@CommandHandler(DeleteConfigsCommand)
export class DeleteConfigsHandler implements ICommandHandler<DeleteConfigsCommand> {
  constructor(private readonly writer: ReferenceDataWriter) {}

  execute({ ids }: DeleteConfigsCommand): Promise<true> {
    return this.writer.write('config', async (em) => {
      for (const id of new Set(ids)) {
        const row = await getConfig(em, id);
        if (row.type === ConfigType.SYSTEM) throw BizError.of(InfraErrors.CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE);
        em.remove(row);
      }
      return true as const;
    });
  }
}
