import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Menu } from '../../domain';
import { checkMenuSave, menuFields } from '../../infrastructure/menu.repository';
import { CreateMenuCommand } from './create-menu.command';

/** A new menu is granted to no role (super_admin holds every menu), so nobody's access changes. */
@CommandHandler(CreateMenuCommand)
export class CreateMenuHandler implements ICommandHandler<CreateMenuCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: CreateMenuCommand): Promise<number> {
    const em = this.em.fork();
    await checkMenuSave(em, input);
    const menu = Object.assign(new Menu(), menuFields(input));
    await em.persist(menu).flush();
    return menu.id;
  }
}
