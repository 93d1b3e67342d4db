import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessCache } from '@dha/server-core';
import { allTenantIds, getDeletableMenus } from '../../infrastructure/menu.repository';
import { DeleteMenusCommand } from './delete-menus.command';

/** Role grants of the menus go with them (foreign keys cascade). */
@CommandHandler(DeleteMenusCommand)
export class DeleteMenusHandler implements ICommandHandler<DeleteMenusCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessCache,
  ) {}

  async execute({ ids }: DeleteMenusCommand): Promise<true> {
    const em = this.em.fork();
    await em.transactional(async (tx) => {
      for (const menu of await getDeletableMenus(tx, ids)) tx.remove(menu);
    });
    for (const tenantId of await allTenantIds(em)) await this.access.tenantChanged(tenantId);
    return true;
  }
}
