import type { UserVO } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { toUserVOs } from '../../infrastructure/user-admin.read-model';
import { getUser } from '../../infrastructure/user-admin.repository';
import { GetUserQuery } from './get-user.query';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, id }: GetUserQuery): Promise<UserVO> {
    const em = this.em.fork();
    const [vo] = await toUserVOs(em, [await getUser(em, tenantId, id)]);
    return vo!;
  }
}
