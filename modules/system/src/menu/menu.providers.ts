import { CreateMenuHandler } from './commands/create-menu/create-menu.handler';
import { DeleteMenusHandler } from './commands/delete-menus/delete-menus.handler';
import { UpdateMenuHandler } from './commands/update-menu/update-menu.handler';
import { MenuController } from './http/menu.controller';
import { GetMenuHandler } from './queries/get-menu/get-menu.handler';
import { ListEnabledMenusHandler } from './queries/list-enabled-menus/list-enabled-menus.handler';
import { ListMenusHandler } from './queries/list-menus/list-menus.handler';

/** Menus and the permission codes they carry. */
export const menuControllers = [MenuController];

export const menuProviders = [
  CreateMenuHandler,
  UpdateMenuHandler,
  DeleteMenusHandler,
  GetMenuHandler,
  ListMenusHandler,
  ListEnabledMenusHandler,
];
