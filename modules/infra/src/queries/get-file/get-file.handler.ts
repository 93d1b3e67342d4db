import type { FileVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { getStoredFile, toFileVO } from '../../infrastructure/files/file.repository';
import { GetFileQuery } from './get-file.query';

@QueryHandler(GetFileQuery)
export class GetFileHandler implements IQueryHandler<GetFileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetFileQuery): Promise<FileVO> {
    return toFileVO(await getStoredFile(this.em.fork(), id));
  }
}
