import { operatorOf } from '@dha/server-core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkDeptSave, deptFields, getDept } from '../../infrastructure/dept.repository';
import { UpdateDeptCommand } from './update-dept.command';

@CommandHandler(UpdateDeptCommand)
export class UpdateDeptHandler implements ICommandHandler<UpdateDeptCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, input }: UpdateDeptCommand): Promise<true> {
    const em = this.em.fork();
    const dept = await getDept(em, user.tenantId, input.id);
    await checkDeptSave(em, user.tenantId, input);
    em.assign(dept, { ...deptFields(input), updater: operatorOf(user) });
    await em.flush();
    return true;
  }
}
