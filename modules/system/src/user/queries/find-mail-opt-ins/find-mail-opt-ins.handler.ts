import { isRowId } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindMailOptInsQuery, type MailOptIn } from '../../../contract/user.queries';
import { UserReadModel } from '../../infrastructure/user.read-model';

@QueryHandler(FindMailOptInsQuery)
export class FindMailOptInsHandler implements IQueryHandler<FindMailOptInsQuery, MailOptIn[]> {
  constructor(private readonly users: UserReadModel) {}

  async execute({ userIds }: FindMailOptInsQuery): Promise<MailOptIn[]> {
    const ids = userIds.filter(isRowId);
    return ids.length ? this.users.mailOptIns(ids) : [];
  }
}
