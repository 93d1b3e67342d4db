import { Permissions, type NotifyMessageVO, type PageResult } from '@dha/contracts';
import { CurrentUser, IdQueryDto, IdsQueryDto, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Controller, Get, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { MarkAllMessagesReadCommand } from '../commands/mark-read/mark-all-read.command';
import { MarkMessagesReadCommand } from '../commands/mark-read/mark-read.command';
import { readerOf } from '../domain/message-reader';
import { MyUnreadCountQuery } from '../queries/count-my-unread-messages/count-my-unread-messages.query';
import { GetNotifyMessageQuery } from '../queries/get-message/get-message.query';
import { UnreadListDto } from '../queries/list-my-unread-messages/list-my-unread-messages.dto';
import { MyUnreadMessagesQuery } from '../queries/list-my-unread-messages/list-my-unread-messages.query';
import { NotifyMessagePageDto } from '../queries/page-messages/page-messages.dto';
import { PageNotifyMessagesQuery } from '../queries/page-messages/page-messages.query';
import { MyNotifyMessagePageDto } from '../queries/page-my-messages/page-my-messages.dto';
import { MyNotifyMessagePageQuery } from '../queries/page-my-messages/page-my-messages.query';

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
    return this.queryBus.execute(new MyNotifyMessagePageQuery(readerOf(user), filter));
  }

  @Put('update-read')
  updateRead(@CurrentUser() user: LoginUser, @Query() { ids }: IdsQueryDto): Promise<true> {
    return this.commandBus.execute(new MarkMessagesReadCommand(readerOf(user), ids));
  }

  @Put('update-all-read')
  updateAllRead(@CurrentUser() user: LoginUser): Promise<true> {
    return this.commandBus.execute(new MarkAllMessagesReadCommand(readerOf(user)));
  }

  @Get('get-unread-list')
  unreadList(@CurrentUser() user: LoginUser, @Query() { size }: UnreadListDto): Promise<NotifyMessageVO[]> {
    return this.queryBus.execute(new MyUnreadMessagesQuery(readerOf(user), size));
  }

  @Get('get-unread-count')
  unreadCount(@CurrentUser() user: LoginUser): Promise<number> {
    return this.queryBus.execute(new MyUnreadCountQuery(readerOf(user)));
  }
}
