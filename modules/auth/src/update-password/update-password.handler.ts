import { BizError } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sessionEndedEvent } from '../access/token.store';
import { AuthErrors } from '../auth.errors';
import { User } from '../domain';
import { hashPassword, verifyPassword } from '../domain/password';
import { UpdatePasswordCommand } from './update-password.command';

@CommandHandler(UpdatePasswordCommand)
export class UpdatePasswordHandler implements ICommandHandler<UpdatePasswordCommand, boolean> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, currentAccessToken, oldPassword, newPassword }: UpdatePasswordCommand): Promise<boolean> {
    const em = this.em.fork();
    const user = await em.findOne(User, userId, { populate: ['password'] });
    if (!user) throw BizError.of(AuthErrors.USER_NOT_EXISTS);
    if (!(await verifyPassword(user.password, oldPassword))) throw BizError.of(AuthErrors.USER_PASSWORD_FAILED);
    const hash = await hashPassword(newPassword);
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: userId }, { password: hash, updateTime: new Date() });
      // every session but this one ends now (and their live sockets with them)
      const ended = await tx.getConnection().execute<Array<{ access_token: string }>>(
        `with rt as (
           delete from system_refresh_token where user_id = ? and id not in (select refresh_token_id from system_access_token where access_token = ?)
           returning id)
         select a.access_token from system_access_token a join rt on rt.id = a.refresh_token_id`,
        [userId, currentAccessToken],
        'all',
        tx.getTransactionContext(),
      );
      tx.persist(ended.map((row) => sessionEndedEvent(userId, row.access_token)));
    });
    return true;
  }
}
