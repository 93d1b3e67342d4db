import { getDictData } from '../../infrastructure/dict.repository';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReferenceDataWriter } from '../../infrastructure/reference-data.writer';
import { DeleteDictDataCommand } from './delete-dict-data.command';

@CommandHandler(DeleteDictDataCommand)
export class DeleteDictDataHandler implements ICommandHandler<DeleteDictDataCommand> {
  constructor(private readonly writer: ReferenceDataWriter) {}

  execute({ ids }: DeleteDictDataCommand): Promise<true> {
    return this.writer.write('dict', async (em) => {
      for (const id of new Set(ids)) em.remove(await getDictData(em, id));
      return true as const;
    });
  }
}
