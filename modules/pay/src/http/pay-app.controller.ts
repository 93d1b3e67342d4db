import { Permissions, type PageResult, type PayAppPageItemVO, type PayAppVO, type PayChannelVO } from '@dha/contracts';
import { CurrentUser, IdQueryDto, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { DeletePayAppCommand } from '../commands/delete-app/delete-app.command';
import { DeletePayChannelCommand } from '../commands/delete-channel/delete-channel.command';
import { SavePayAppCommand, UpdatePayAppStatusCommand } from '../commands/save-app/save-app.command';
import { SavePayChannelCommand } from '../commands/save-channel/save-channel.command';
import { EnabledPayChannelCodesQuery } from '../queries/enabled-channel-codes/enabled-channel-codes.query';
import { GetPayAppQuery } from '../queries/get-app/get-app.query';
import { GetPayChannelQuery } from '../queries/get-channel/get-channel.query';
import { ListPayAppsQuery } from '../queries/list-apps/list-apps.query';
import { ListPayChannelsQuery } from '../queries/list-channels/list-channels.query';
import { PagePayAppsQuery } from '../queries/page-apps/page-apps.query';
import { PayAppCreateDto, PayAppPageDto, PayAppStatusDto, PayAppUpdateDto } from './pay-app.dto';
import { PayAppIdQueryDto, PayChannelCreateDto, PayChannelGetDto, PayChannelUpdateDto } from './pay-channel.dto';

const A = Permissions.payApp;
const C = Permissions.payChannel;

/** Pay apps: `/pay/app/*` (upstream PayAppController; the list checks pay:merchant:query as upstream). */
@Controller('pay/app')
export class PayAppController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(A.create)
  create(@CurrentUser() user: LoginUser, @Body() body: PayAppCreateDto): Promise<number> {
    return this.commandBus.execute(new SavePayAppCommand(user, body)) as Promise<number>;
  }

  @Put('update')
  @RequireAnyPermission(A.update)
  update(@CurrentUser() user: LoginUser, @Body() body: PayAppUpdateDto): Promise<true> {
    return this.commandBus.execute(new SavePayAppCommand(user, body)) as Promise<true>;
  }

  @Put('update-status')
  @RequireAnyPermission(A.update)
  updateStatus(@CurrentUser() user: LoginUser, @Body() body: PayAppStatusDto): Promise<true> {
    return this.commandBus.execute(new UpdatePayAppStatusCommand(user, body.id, body.status));
  }

  @Delete('delete')
  @RequireAnyPermission(A.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeletePayAppCommand(user.tenantId, id));
  }

  @Get('get')
  @RequireAnyPermission(A.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<PayAppVO> {
    return this.queryBus.execute(new GetPayAppQuery(user.tenantId, id));
  }

  @Get('page')
  @RequireAnyPermission(A.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: PayAppPageDto): Promise<PageResult<PayAppPageItemVO>> {
    return this.queryBus.execute(new PagePayAppsQuery(user.tenantId, filter));
  }

  @Get('list')
  @RequireAnyPermission(Permissions.payMerchant.query, A.query)
  list(@CurrentUser() user: LoginUser): Promise<PayAppVO[]> {
    return this.queryBus.execute(new ListPayAppsQuery(user.tenantId));
  }
}

/** Channels of the apps: `/pay/channel/*`. */
@Controller('pay/channel')
export class PayChannelController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('create')
  @RequireAnyPermission(C.create)
  create(@CurrentUser() user: LoginUser, @Body() body: PayChannelCreateDto): Promise<number> {
    return this.commandBus.execute(new SavePayChannelCommand(user, body)) as Promise<number>;
  }

  @Put('update')
  @RequireAnyPermission(C.update)
  update(@CurrentUser() user: LoginUser, @Body() body: PayChannelUpdateDto): Promise<true> {
    return this.commandBus.execute(new SavePayChannelCommand(user, body)) as Promise<true>;
  }

  @Delete('delete')
  @RequireAnyPermission(C.delete)
  delete(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new DeletePayChannelCommand(user.tenantId, id));
  }

  @Get('get')
  @RequireAnyPermission(C.query)
  get(@CurrentUser() user: LoginUser, @Query() query: PayChannelGetDto): Promise<PayChannelVO | null> {
    return this.queryBus.execute(new GetPayChannelQuery(user.tenantId, query));
  }

  @Get('list')
  @RequireAnyPermission(C.query)
  list(@CurrentUser() user: LoginUser, @Query() { appId }: PayAppIdQueryDto): Promise<PayChannelVO[]> {
    return this.queryBus.execute(new ListPayChannelsQuery(user.tenantId, appId));
  }

  /** The cashier's tiles (any signed-in caller, as upstream). */
  @Get('get-enable-code-list')
  enabledCodes(@CurrentUser() user: LoginUser, @Query() { appId }: PayAppIdQueryDto): Promise<string[]> {
    return this.queryBus.execute(new EnabledPayChannelCodesQuery(user.tenantId, appId));
  }
}
