import type { FileConfigVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { getFileConfig, toFileConfigVO } from '../../infrastructure/files/file.repository';
import { GetFileConfigQuery } from './get-file-config.query';

@QueryHandler(GetFileConfigQuery)
export class GetFileConfigHandler implements IQueryHandler<GetFileConfigQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetFileConfigQuery): Promise<FileConfigVO> {
    return toFileConfigVO(await getFileConfig(this.em.fork(), id));
  }
}
