import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccessCache } from '@dha/server-core';
import { allTenantIds, checkMenuSave, getMenu, menuFields } from '../../infrastructure/menu.repository';
import { UpdateMenuCommand } from './update-menu.command';

@CommandHandler(UpdateMenuCommand)
export class UpdateMenuHandler implements ICommandHandler<UpdateMenuCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessCache,
  ) {}

  async execute({ input }: UpdateMenuCommand): Promise<true> {
    const em = this.em.fork();
    const menu = await getMenu(em, input.id);
    await checkMenuSave(em, input);
    em.assign(menu, menuFields(input));
    await em.flush();
    for (const tenantId of await allTenantIds(em)) await this.access.tenantChanged(tenantId);
    return true;
  }
}
