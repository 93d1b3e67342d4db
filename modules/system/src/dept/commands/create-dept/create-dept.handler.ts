import { operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Dept } from '../../domain/dept.entity';
import { checkDeptSave, deptFields } from '../../infrastructure/dept.repository';
import { CreateDeptCommand } from './create-dept.command';

@CommandHandler(CreateDeptCommand)
export class CreateDeptHandler implements ICommandHandler<CreateDeptCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: CreateDeptCommand): Promise<number> {
    const em = this.em.fork();
    await checkDeptSave(em, user.tenantId, input);
    const dept = em.create(Dept, { tenantId: user.tenantId, name: input.name, creator: operatorOf(user), updater: operatorOf(user) });
    em.assign(dept, deptFields(input));
    await em.flush();
    return dept.id;
  }
}
