import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import DataLoader from 'dataloader';
import { GetUserAccessQuery, type UserAccess } from '../../../contract/account.queries';
import { AccessReadModel } from '../../infrastructure/access.read-model';

/** Most users one lookup statement reads. */
const MAX_USERS_PER_LOOKUP = 500;

/**
 * The guard asks it for the user of every token it has not cached: the calls of one event-loop turn
 * share one statement. Each caller gets objects of its own (the guard hands them to requests).
 */
@QueryHandler(GetUserAccessQuery)
export class GetUserAccessHandler implements IQueryHandler<GetUserAccessQuery, UserAccess | null> {
  private readonly lookups = new DataLoader<number, UserAccess | null>(
    async (ids) => {
      const found = await this.access.usersAccess(ids);
      return ids.map((id) => found.get(id) ?? null);
    },
    { cache: false, maxBatchSize: MAX_USERS_PER_LOOKUP, batchScheduleFn: (run) => setImmediate(run) },
  );

  constructor(private readonly access: AccessReadModel) {}

  async execute({ userId }: GetUserAccessQuery): Promise<UserAccess | null> {
    const access = await this.lookups.load(userId);
    return access && { ...access, roles: [...access.roles], permissions: [...access.permissions] };
  }
}
