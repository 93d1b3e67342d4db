import type { UserProfileResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../auth.errors';
import { User } from '../../domain';
import { profileOf } from '../../infrastructure/user-admin.read-model';
import { GetOwnProfileQuery } from './get-own-profile.query';

@QueryHandler(GetOwnProfileQuery)
export class GetOwnProfileHandler implements IQueryHandler<GetOwnProfileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetOwnProfileQuery): Promise<UserProfileResp> {
    const em = this.em.fork();
    const user = await em.findOne(User, userId);
    if (!user) throw BizError.of(AuthErrors.USER_NOT_EXISTS);
    return profileOf(em, user);
  }
}
