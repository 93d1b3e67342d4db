import { RoleCode } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RegisterVisitorCommand } from '../../../contract/account.commands';
import { Role } from '../../../role/domain/role.entity';
import { SystemErrors } from '../../../system.errors';
import { User } from '../../domain/user.entity';
import { UserRole } from '../../domain/user-role.entity';
import { usernameIs } from '../../infrastructure/user-admin.repository';

/** A visitor's own account: the role common, signed in from where it was made. */
@CommandHandler(RegisterVisitorCommand)
export class RegisterVisitorHandler implements ICommandHandler<RegisterVisitorCommand, number> {
  constructor(private readonly em: EntityManager) {}

  async execute({ tenantId, username, passwordHash, nickname, ip }: RegisterVisitorCommand): Promise<number> {
    const em = this.em.fork();
    if (await em.count(User, { $and: [{ tenantId }, usernameIs(username)] })) throw BizError.of(SystemErrors.USER_USERNAME_EXISTS);
    try {
      return await em.transactional(async (tx) => {
        const role = await tx.findOneOrFail(Role, { tenantId, code: RoleCode.COMMON });
        const user = tx.create(User, { tenantId, username, password: passwordHash, nickname, loginIp: ip, loginDate: new Date() });
        await tx.flush();
        tx.create(UserRole, { userId: user.id, roleId: role.id });
        await tx.flush();
        return user.id;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw BizError.of(SystemErrors.USER_USERNAME_EXISTS);
      throw error;
    }
  }
}
