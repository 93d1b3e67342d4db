import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GrantRule } from '../../../permission/domain/grant-rule';
import { AccessCache } from '@dha/server-core';
import {
  checkDept,
  checkPosts,
  checkUserUnique,
  contactRaceError,
  getUser,
  replacePosts,
} from '../../infrastructure/user-admin.repository';
import { UpdateUserCommand } from './update-user.command';

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccessCache,
    private readonly grants: GrantRule,
  ) {}

  async execute({ user: caller, input }: UpdateUserCommand): Promise<true> {
    const tenantId = caller.tenantId;
    const em = this.em.fork();
    const user = await getUser(em, tenantId, input.id);
    await this.grants.assertMayManageUsers(caller, [user.id]);
    if ((input.deptId ?? null) !== user.deptId) await this.grants.assertDeptInScope(caller, input.deptId);
    await checkUserUnique(em, tenantId, input);
    await checkDept(em, tenantId, input.deptId);
    await checkPosts(em, tenantId, input.postIds ?? []);
    await em
      .transactional(async (tx) => {
        tx.assign(user, {
          username: input.username,
          nickname: input.nickname,
          deptId: input.deptId ?? null,
          email: input.email ?? null,
          mobile: input.mobile ?? null,
          sex: input.sex ?? null,
          remark: input.remark || null,
        });
        tx.persist(user);
        // absent postIds keep the posts; a list (also empty) replaces them
        if (input.postIds) await replacePosts(tx, user.id, input.postIds);
      })
      .catch((e: unknown) => {
        // two writes of one username, mobile or e-mail at once: the unique indexes decide
        throw contactRaceError(e, true);
      });
    await this.cache.usersChanged(tenantId, [user.id]);
    return true;
  }
}
