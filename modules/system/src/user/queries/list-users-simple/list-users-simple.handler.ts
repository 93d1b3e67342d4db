import type { UserSimpleVO } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { maskMobile } from '../../domain/mobile-visibility';
import { UserReadModel } from '../../infrastructure/user.read-model';
import { ListUsersSimpleQuery } from './list-users-simple.query';

@QueryHandler(ListUsersSimpleQuery)
export class ListUsersSimpleHandler implements IQueryHandler<ListUsersSimpleQuery, UserSimpleVO[]> {
  constructor(private readonly users: UserReadModel) {}

  async execute({ tenantId, filter, fullMobile }: ListUsersSimpleQuery): Promise<UserSimpleVO[]> {
    const users = await this.users.lookup(tenantId, filter, fullMobile);
    return fullMobile ? users : users.map((u) => ({ ...u, mobile: maskMobile(u.mobile) }));
  }
}
