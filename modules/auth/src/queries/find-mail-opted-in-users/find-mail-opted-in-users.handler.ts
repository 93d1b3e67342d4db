import { isRowId } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindMailOptedInUsersQuery } from '../../contract/user.queries';
import { UserReadModel } from '../../infrastructure/user.read-model';

@QueryHandler(FindMailOptedInUsersQuery)
export class FindMailOptedInUsersHandler implements IQueryHandler<FindMailOptedInUsersQuery, number[]> {
  constructor(private readonly users: UserReadModel) {}

  async execute({ userIds, kind }: FindMailOptedInUsersQuery): Promise<number[]> {
    const ids = userIds.filter(isRowId);
    return ids.length ? this.users.mailOptedIn(ids, kind) : [];
  }
}
