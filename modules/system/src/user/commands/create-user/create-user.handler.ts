import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { User } from '../../domain/user.entity';
import { hashPassword } from '@dha/server-core';
import { TenantCheck } from '../../../tenant/domain/tenant-check';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { AccessCache } from '@dha/server-core';
import {
  checkDept,
  checkPosts,
  checkUserUnique,
  contactRaceError,
  getGrantableRoles,
  replacePosts,
  replaceRoles,
} from '../../infrastructure/user-admin.repository';
import { CreateUserCommand } from './create-user.command';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly tenants: TenantCheck,
    private readonly cache: AccessCache,
    private readonly grants: GrantRule,
  ) {}

  async execute({ user: caller, input }: CreateUserCommand): Promise<number> {
    const tenantId = caller.tenantId;
    const em = this.em.fork();
    const roles = await getGrantableRoles(em, tenantId, input.roleIds ?? []);
    await this.grants.assertDeptInScope(caller, input.deptId);
    await this.grants.assertMayGrant(
      caller,
      { id: null, deptId: input.deptId ?? null },
      roles.map((r) => r.id),
    );
    await checkUserUnique(em, tenantId, input);
    await checkDept(em, tenantId, input.deptId);
    await checkPosts(em, tenantId, input.postIds ?? []);
    const hash = await hashPassword(input.password);
    const id = await em
      .transactional(async (tx) => {
        await this.tenants.assertAccountQuota(tenantId, 1, tx);
        const user = tx.create(User, {
          tenantId,
          username: input.username,
          password: hash,
          nickname: input.nickname,
          deptId: input.deptId ?? null,
          email: input.email ?? null,
          mobile: input.mobile ?? null,
          sex: input.sex ?? null,
          remark: input.remark || null,
        });
        await tx.flush();
        await replacePosts(tx, user.id, input.postIds ?? []);
        await replaceRoles(
          tx,
          user.id,
          roles.map((r) => r.id),
        );
        return user.id;
      })
      .catch((e: unknown) => {
        // two writes of one username, mobile or e-mail at once: the unique indexes decide
        throw contactRaceError(e, true);
      });
    await this.cache.usersChanged(tenantId, [id]);
    return id;
  }
}
