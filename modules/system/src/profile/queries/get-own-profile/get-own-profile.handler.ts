import type { UserProfileResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SystemErrors } from '../../../system.errors';
import { User } from '../../../user/domain/user.entity';
import { profileOf } from '../../../user/infrastructure/user-admin.read-model';
import { GetOwnProfileQuery } from '../../../contract/profile.queries';

@QueryHandler(GetOwnProfileQuery)
export class GetOwnProfileHandler implements IQueryHandler<GetOwnProfileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetOwnProfileQuery): Promise<UserProfileResp> {
    const em = this.em.fork();
    const user = await em.findOne(User, userId);
    if (!user) throw BizError.of(SystemErrors.USER_NOT_EXISTS);
    return profileOf(em, user);
  }
}
