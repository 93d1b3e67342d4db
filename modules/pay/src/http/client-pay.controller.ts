import { type PageResult, type PayOrderSubmitRespVO, type PayOrderVO, type PayWalletTransactionVO, type PayWalletVO } from '@dha/contracts';
import { ClientIp, CurrentUser, PageParamDto, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SubmitPayOrderCommand } from '../commands/submit-order/submit-order.command';
import { PayOrderSubmitDto } from '../commands/submit-order/submit-order.dto';
import { EnabledPayChannelCodesQuery } from '../queries/enabled-channel-codes/enabled-channel-codes.query';
import { GetPayOrderForCallerQuery } from '../queries/get-order/get-order.query';
import { GetPayWalletQuery } from '../queries/get-wallet/get-wallet.query';
import { PagePayWalletTransactionsQuery } from '../queries/page-wallet-transactions/page-wallet-transactions.query';
import { PayAppIdQueryDto } from './pay-channel.dto';
import { PayOrderGetDto, PayWalletTransactionPageDto } from './pay-query.dto';

/**
 * The visitor's pay step (the client area, which staff routes are closed to; upstream's /app-api
 * calls): their own orders only, any other is "not found"; their own wallet.
 */
@Controller('client/pay')
export class ClientPayController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('order/get')
  getOrder(@CurrentUser() user: LoginUser, @Query() query: PayOrderGetDto): Promise<PayOrderVO> {
    return this.queryBus.execute(new GetPayOrderForCallerQuery(user.tenantId, query.id, query.sync ?? false, user.id));
  }

  @Post('order/submit')
  submit(@CurrentUser() user: LoginUser, @Body() body: PayOrderSubmitDto, @ClientIp() ip: string): Promise<PayOrderSubmitRespVO> {
    return this.commandBus.execute(new SubmitPayOrderCommand(body, user, ip, true));
  }

  @Get('channel/get-enable-code-list')
  enabledCodes(@CurrentUser() user: LoginUser, @Query() { appId }: PayAppIdQueryDto): Promise<string[]> {
    return this.queryBus.execute(new EnabledPayChannelCodesQuery(user.tenantId, appId));
  }

  @Get('wallet/get')
  wallet(@CurrentUser() user: LoginUser): Promise<PayWalletVO> {
    return this.queryBus.execute(new GetPayWalletQuery(user.tenantId, user.id));
  }

  @Get('wallet-transaction/page')
  transactions(@CurrentUser() user: LoginUser, @Query() page: PageParamDto): Promise<PageResult<PayWalletTransactionVO>> {
    const filter = Object.assign(new PayWalletTransactionPageDto(), { pageNo: page.pageNo, pageSize: page.pageSize, userId: user.id });
    return this.queryBus.execute(new PagePayWalletTransactionsQuery(user.tenantId, filter));
  }
}
