import type { MyProfileInfo } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SystemErrors } from '../../../system.errors';
import { User } from '../../../user/domain/user.entity';
import { GetMyProfileQuery } from './get-my-profile.query';
import { mailNotifyOf, profileCompleteOf, profileFieldsOf } from '../../domain/profile.view';

@QueryHandler(GetMyProfileQuery)
export class GetMyProfileHandler implements IQueryHandler<GetMyProfileQuery, MyProfileInfo> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetMyProfileQuery): Promise<MyProfileInfo> {
    const user = await this.em.fork().findOne(User, userId);
    if (!user) throw BizError.of(SystemErrors.USER_NOT_EXISTS);
    return {
      id: user.id,
      username: user.username,
      nickname: user.nickname,
      avatar: user.avatar,
      ...profileFieldsOf(user),
      profileComplete: profileCompleteOf(user),
      mailNotify: mailNotifyOf(user),
    };
  }
}
