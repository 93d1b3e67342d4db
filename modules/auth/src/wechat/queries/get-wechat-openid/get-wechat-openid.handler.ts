import { WECHAT_MP_SOCIAL_TYPE } from '@dha/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetWechatOpenIdQuery } from '../../../contract/wechat.queries';
import { SocialBinding } from '../../../social/domain/social-binding.entity';

@QueryHandler(GetWechatOpenIdQuery)
export class GetWechatOpenIdHandler implements IQueryHandler<GetWechatOpenIdQuery, string | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, userId }: GetWechatOpenIdQuery): Promise<string | null> {
    const binding = await this.em.fork().findOne(SocialBinding, { tenantId, userId, type: WECHAT_MP_SOCIAL_TYPE });
    return binding?.openid ?? null;
  }
}
