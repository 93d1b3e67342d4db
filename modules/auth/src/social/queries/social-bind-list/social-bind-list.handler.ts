import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SocialBindingRepository, type SocialBinding } from '../../infrastructure/social-binding.repository';
import { SocialBindListQuery } from './social-bind-list.query';

@QueryHandler(SocialBindListQuery)
export class SocialBindListHandler implements IQueryHandler<SocialBindListQuery, SocialBinding[]> {
  constructor(private readonly bindings: SocialBindingRepository) {}

  execute({ tenantId, userId }: SocialBindListQuery): Promise<SocialBinding[]> {
    return this.bindings.listForUser(tenantId, userId);
  }
}
