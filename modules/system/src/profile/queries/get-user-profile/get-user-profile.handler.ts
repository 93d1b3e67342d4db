import { isRowId } from '@dha/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetUserProfileQuery, type UserProfileView } from '../../../contract/user.queries';
import { UserReadModel } from '../../../user/infrastructure/user.read-model';

/** A user's profile and role codes, without entity hydration: it sits on the signup submission path. */
@QueryHandler(GetUserProfileQuery)
export class GetUserProfileHandler implements IQueryHandler<GetUserProfileQuery, UserProfileView | null> {
  constructor(private readonly users: UserReadModel) {}

  async execute({ userId }: GetUserProfileQuery): Promise<UserProfileView | null> {
    if (!isRowId(userId)) return null;
    return this.users.profile(userId);
  }
}
