import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Menu } from '../../domain/menu.entity';
import { AccessCache } from '@dha/server-core';
import { allTenantIds, checkMenuSave, menuFields } from '../../infrastructure/menu.repository';
import { CreateMenuCommand } from './create-menu.command';

/**
 * A new menu is granted to no role, but super_admin holds every menu: the cached menus of every
 * tenant are dropped, as on an update, so a super admin sees it on the next navigation.
 */
@CommandHandler(CreateMenuCommand)
export class CreateMenuHandler implements ICommandHandler<CreateMenuCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: AccessCache,
  ) {}

  async execute({ input }: CreateMenuCommand): Promise<number> {
    const em = this.em.fork();
    await checkMenuSave(em, input);
    const menu = Object.assign(new Menu(), menuFields(input));
    await em.persist(menu).flush();
    for (const tenantId of await allTenantIds(em)) await this.access.tenantChanged(tenantId);
    return menu.id;
  }
}
