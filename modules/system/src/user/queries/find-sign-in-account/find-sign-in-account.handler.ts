import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { FindSignInAccountQuery, type SignInAccount } from '../../../contract/account.queries';
import type { User } from '../../domain/user.entity';
import { findSignInUser } from '../../infrastructure/user-admin.repository';

@QueryHandler(FindSignInAccountQuery)
export class FindSignInAccountHandler implements IQueryHandler<FindSignInAccountQuery, SignInAccount | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, key }: FindSignInAccountQuery): Promise<SignInAccount | null> {
    const user = await findSignInUser(this.em.fork(), tenantId, key);
    return user && signInAccountOf(user);
  }
}

function signInAccountOf(user: User): SignInAccount {
  return {
    id: user.id,
    tenantId: user.tenantId,
    username: user.username,
    nickname: user.nickname,
    status: user.status,
    passwordHash: user.password,
    passwordChangeRequired: user.passwordChangeRequired,
    email: user.email ?? null,
    mobile: user.mobile ?? null,
  };
}
