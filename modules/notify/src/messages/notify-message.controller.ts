import { Permissions, type NotifyMessageVO, type PageResult } from '@dha/contracts';
import { CurrentUser, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Controller, Get, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { IdQueryDto, IdsQueryDto } from '../templates/id-query.dto';
import { NotifyMessagePageDto } from './admin-messages/admin-messages.dto';
import { GetNotifyMessageQuery, PageNotifyMessagesQuery } from './admin-messages/admin-messages.queries';
import { MarkAllMessagesReadCommand, MarkMessagesReadCommand } from './mark-read/mark-read.commands';
import { MyNotifyMessagePageDto, UnreadListDto } from './my-messages/my-messages.dto';
import { MyNotifyMessagePageQuery, MyUnreadCountQuery, MyUnreadMessagesQuery, type Reader } from './my-messages/my-messages.queries';

const reader = (user: LoginUser): Reader => ({ tenantId: user.tenantId, userId: user.id });

/** `/system/notify-message/*` (contract §5): the admin list, and every logged-in user's own messages. */
@Controller('system/notify-message')
export class NotifyMessageController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('get')
  @RequireAnyPermission(Permissions.notifyMessage.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<NotifyMessageVO | null> {
    return this.queryBus.execute(new GetNotifyMessageQuery(user.tenantId, id));
  }

  @Get('page')
  @RequireAnyPermission(Permissions.notifyMessage.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: NotifyMessagePageDto): Promise<PageResult<NotifyMessageVO>> {
    return this.queryBus.execute(new PageNotifyMessagesQuery(user.tenantId, filter));
  }

  @Get('my-page')
  myPage(@CurrentUser() user: LoginUser, @Query() filter: MyNotifyMessagePageDto): Promise<PageResult<NotifyMessageVO>> {
    return this.queryBus.execute(new MyNotifyMessagePageQuery(reader(user), filter));
  }

  @Put('update-read')
  updateRead(@CurrentUser() user: LoginUser, @Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new MarkMessagesReadCommand(reader(user), ids));
  }

  @Put('update-all-read')
  updateAllRead(@CurrentUser() user: LoginUser): Promise<true> {
    return this.commandBus.execute(new MarkAllMessagesReadCommand(reader(user)));
  }

  @Get('get-unread-list')
  unreadList(@CurrentUser() user: LoginUser, @Query() { size }: UnreadListDto): Promise<NotifyMessageVO[]> {
    return this.queryBus.execute(new MyUnreadMessagesQuery(reader(user), size));
  }

  @Get('get-unread-count')
  unreadCount(@CurrentUser() user: LoginUser): Promise<number> {
    return this.queryBus.execute(new MyUnreadCountQuery(reader(user)));
  }
}
