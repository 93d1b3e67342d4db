import { Permissions, type NotifyTemplateSimpleVO, type NotifyTemplateVO, type PageResult } from '@dha/contracts';
import { CurrentUser, IdQueryDto, IdsQueryDto, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { DeleteNotifyTemplatesCommand } from '../commands/delete-template/delete-template.command';
import { CreateNotifyTemplateCommand } from '../commands/save-template/create-template.command';
import { NotifyTemplateCreateDto, NotifyTemplateUpdateDto } from '../commands/save-template/save-template.dto';
import { UpdateNotifyTemplateCommand } from '../commands/save-template/update-template.command';
import { SendNotifyCommand } from '../commands/send-notify/send-notify.command';
import { NotifySendDto } from '../commands/send-notify/send-notify.dto';
import { GetNotifyTemplateQuery } from '../queries/get-template/get-template.query';
import { ListNotifyTemplatesSimpleQuery } from '../queries/list-simple-templates/list-simple-templates.query';
import { NotifyTemplatePageDto } from '../queries/page-templates/page-templates.dto';
import { PageNotifyTemplatesQuery } from '../queries/page-templates/page-templates.query';

const P = Permissions.notifyTemplate;

/** `/system/notify-template/*` (contract §5): templates of the caller's tenant. */
@Controller('system/notify-template')
export class NotifyTemplateController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(P.create)
  create(@CurrentUser() user: LoginUser, @Body() body: NotifyTemplateCreateDto): Promise<number> {
    return this.commandBus.execute(new CreateNotifyTemplateCommand(user, body));
  }

  @Put('update')
  @RequireAnyPermission(P.update)
  update(@CurrentUser() user: LoginUser, @Body() body: NotifyTemplateUpdateDto): Promise<true> {
    return this.commandBus.execute(new UpdateNotifyTemplateCommand(user, body));
  }

  @Delete('delete')
  @RequireAnyPermission(P.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteNotifyTemplatesCommand(user, [id]));
  }

  @Delete('delete-list')
  @RequireAnyPermission(P.delete)
  deleteList(@CurrentUser() user: LoginUser, @Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new DeleteNotifyTemplatesCommand(user, ids));
  }

  @Get('get')
  @RequireAnyPermission(P.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<NotifyTemplateVO> {
    return this.queryBus.execute(new GetNotifyTemplateQuery(user.tenantId, id));
  }

  @Get('page')
  @RequireAnyPermission(P.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: NotifyTemplatePageDto): Promise<PageResult<NotifyTemplateVO>> {
    return this.queryBus.execute(new PageNotifyTemplatesQuery(user.tenantId, filter));
  }

  @Get('simple-list')
  @RequireAnyPermission(P.query)
  simpleList(@CurrentUser() user: LoginUser): Promise<NotifyTemplateSimpleVO[]> {
    return this.queryBus.execute(new ListNotifyTemplatesSimpleQuery(user.tenantId));
  }

  /** The upstream spelling of simple-list. */
  @Get('list-all-simple')
  @RequireAnyPermission(P.query)
  listAllSimple(@CurrentUser() user: LoginUser): Promise<NotifyTemplateSimpleVO[]> {
    return this.queryBus.execute(new ListNotifyTemplatesSimpleQuery(user.tenantId));
  }

  @Post('send-notify')
  @RequireAnyPermission(P.sendNotify)
  sendNotify(@CurrentUser() user: LoginUser, @Body() body: NotifySendDto): Promise<number | null> {
    return this.commandBus.execute(new SendNotifyCommand(user, body));
  }
}
