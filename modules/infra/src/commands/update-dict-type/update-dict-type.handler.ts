import { BizError } from '@dha/server-core';
import { InfraErrors } from '../../infra.errors';
import { assertDictTypeUnique, entriesOf, getDictType } from '../../infrastructure/dict.repository';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReferenceDataWriter } from '../../infrastructure/reference-data.writer';
import { UpdateDictTypeCommand } from './update-dict-type.command';

@CommandHandler(UpdateDictTypeCommand)
export class UpdateDictTypeHandler implements ICommandHandler<UpdateDictTypeCommand> {
  constructor(private readonly writer: ReferenceDataWriter) {}

  execute({ input }: UpdateDictTypeCommand): Promise<true> {
    return this.writer.write('dict', async (em) => {
      const row = await getDictType(em, input.id);
      await assertDictTypeUnique(em, input.name, input.type, row.id);
      // entries name their type by code: renaming it would orphan them
      if (input.type !== row.type && (await entriesOf(em, row.type))) throw BizError.of(InfraErrors.DICT_TYPE_CODE_IN_USE);
      em.assign(row, { name: input.name, type: input.type, status: input.status, remark: input.remark ?? null });
      return true as const;
    });
  }
}
