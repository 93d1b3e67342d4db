import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkDeptDelete, getDept } from '../../infrastructure/dept.repository';
import { DeleteDeptCommand } from './delete-dept.command';

@CommandHandler(DeleteDeptCommand)
export class DeleteDeptHandler implements ICommandHandler<DeleteDeptCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ user, id }: DeleteDeptCommand): Promise<true> {
    const em = this.em.fork();
    const dept = await getDept(em, user.tenantId, id);
    await checkDeptDelete(em, dept);
    await em.remove(dept).flush();
    return true;
  }
}
