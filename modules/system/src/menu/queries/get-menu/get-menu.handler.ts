import type { MenuRespVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toMenuVO } from '../../infrastructure/menu.read-model';
import { getMenu } from '../../infrastructure/menu.repository';
import { GetMenuQuery } from './get-menu.query';

@QueryHandler(GetMenuQuery)
export class GetMenuHandler implements IQueryHandler<GetMenuQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetMenuQuery): Promise<MenuRespVO> {
    return toMenuVO(await getMenu(this.em.fork(), id));
  }
}
