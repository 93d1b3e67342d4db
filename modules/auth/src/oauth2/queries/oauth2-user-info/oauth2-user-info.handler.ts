import type { OAuth2UserInfoResp, UserProfileResp } from '@dha/contracts';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetOwnProfileQuery } from '@dha/system';
import { OAuth2UserInfoQuery } from './oauth2-user-info.query';

/** The own profile, cut to the open API's fields (no roles, sign-in history or dates). */
@QueryHandler(OAuth2UserInfoQuery)
export class OAuth2UserInfoHandler implements IQueryHandler<OAuth2UserInfoQuery, OAuth2UserInfoResp> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ userId }: OAuth2UserInfoQuery): Promise<OAuth2UserInfoResp> {
    const p: UserProfileResp = await this.queryBus.execute(new GetOwnProfileQuery(userId));
    return {
      id: p.id,
      username: p.username,
      nickname: p.nickname,
      email: p.email,
      mobile: p.mobile,
      sex: p.sex,
      avatar: p.avatar,
      dept: p.dept ? { id: p.dept.id, name: p.dept.name } : null,
      posts: (p.posts ?? []).map((post) => ({ id: post.id, name: post.name })),
    };
  }
}
