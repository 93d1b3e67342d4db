import { DictType } from '../../domain';
import { assertDictTypeUnique } from '../../infrastructure/dict.repository';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReferenceDataWriter } from '../../infrastructure/reference-data.writer';
import { CreateDictTypeCommand } from './create-dict-type.command';

@CommandHandler(CreateDictTypeCommand)
export class CreateDictTypeHandler implements ICommandHandler<CreateDictTypeCommand> {
  constructor(private readonly writer: ReferenceDataWriter) {}

  execute({ input }: CreateDictTypeCommand): Promise<number> {
    return this.writer.write('dict', async (em) => {
      await assertDictTypeUnique(em, input.name, input.type);
      const row = em.create(DictType, { name: input.name, type: input.type, status: input.status, remark: input.remark ?? null });
      await em.flush();
      return row.id;
    });
  }
}
