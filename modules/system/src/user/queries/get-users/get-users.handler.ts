import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetUsersQuery, type UserSummary } from '../../../contract/user.queries';
import { UserReadModel } from '../../infrastructure/user.read-model';

@QueryHandler(GetUsersQuery)
export class GetUsersHandler implements IQueryHandler<GetUsersQuery, UserSummary[]> {
  constructor(private readonly users: UserReadModel) {}

  execute({ userIds }: GetUsersQuery): Promise<UserSummary[]> {
    return this.users.summaries([...new Set(userIds.filter((id) => Number.isSafeInteger(id) && id > 0))]);
  }
}
