import { BizError } from '@dha/server-core';
import { InfraErrors } from '../../infra.errors';
import { entriesOf, getDictType } from '../../infrastructure/dict.repository';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReferenceDataWriter } from '../../infrastructure/reference-data.writer';
import { DeleteDictTypesCommand } from './delete-dict-types.command';

@CommandHandler(DeleteDictTypesCommand)
export class DeleteDictTypesHandler implements ICommandHandler<DeleteDictTypesCommand> {
  constructor(private readonly writer: ReferenceDataWriter) {}

  execute({ ids }: DeleteDictTypesCommand): Promise<true> {
    return this.writer.write('dict', async (em) => {
      for (const id of new Set(ids)) {
        const row = await getDictType(em, id);
        if (await entriesOf(em, row.type)) throw BizError.of(InfraErrors.DICT_TYPE_HAS_CHILDREN);
        em.remove(row);
      }
      return true as const;
    });
  }
}
