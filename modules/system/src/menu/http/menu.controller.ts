import { Permissions, type MenuRespVO, type MenuSimpleVO } from '@dha/contracts';
import { CurrentUser, IdQueryDto, IdsQueryDto, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateMenuCommand } from '../commands/create-menu/create-menu.command';
import { DeleteMenusCommand } from '../commands/delete-menus/delete-menus.command';
import { UpdateMenuCommand } from '../commands/update-menu/update-menu.command';
import { GetMenuQuery } from '../queries/get-menu/get-menu.query';
import { ListEnabledMenusQuery } from '../queries/list-enabled-menus/list-enabled-menus.query';
import { MenuListDto } from '../queries/list-menus/list-menus.dto';
import { ListMenusQuery } from '../queries/list-menus/list-menus.query';
import { MenuCreateDto, MenuUpdateDto } from './menu.dto';

const P = Permissions.menu;

/** Menus (directories, pages, buttons): `/system/menu/*` (the upstream paths and permission codes). */
@Controller('system/menu')
export class MenuController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(P.create)
  create(@CurrentUser() user: LoginUser, @Body() body: MenuCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateMenuCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(P.update)
  update(@CurrentUser() user: LoginUser, @Body() body: MenuUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateMenuCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyPermission(P.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteMenusCommand(user, [id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(P.delete)
  deleteList(@CurrentUser() user: LoginUser, @Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteMenusCommand(user, ids));
  }

  @Get('get')
  @RequireAnyPermission(P.query)
  get(@Query() { id }: IdQueryDto): Promise<MenuRespVO> {
    return this.queryBus.execute(new GetMenuQuery(id));
  }

  @Get('list')
  @RequireAnyPermission(P.query)
  list(@Query() filter: MenuListDto): Promise<MenuRespVO[]> {
    return this.queryBus.execute(new ListMenusQuery(filter));
  }

  /** The enabled menus for the role's menu tree (login only, as the upstream). */
  @Get(['simple-list', 'list-all-simple'])
  simpleList(@CurrentUser() user: LoginUser): Promise<MenuSimpleVO[]> {
    return this.queryBus.execute(new ListEnabledMenusQuery(user.tenantId));
  }
}
