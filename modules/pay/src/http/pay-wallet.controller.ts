import { MAX_INT32, Permissions, type PageResult, type PayWalletTransactionVO, type PayWalletVO } from '@dha/contracts';
import { CurrentUser, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { IsInt, Max, Min, NotEquals } from 'class-validator';
import { UpdateWalletBalanceCommand } from '../commands/update-wallet-balance/update-wallet-balance.command';
import { GetPayWalletQuery } from '../queries/get-wallet/get-wallet.query';
import { PagePayWalletTransactionsQuery } from '../queries/page-wallet-transactions/page-wallet-transactions.query';
import { PagePayWalletsQuery } from '../queries/page-wallets/page-wallets.query';
import { PayWalletGetDto, PayWalletPageDto, PayWalletTransactionPageDto } from './pay-query.dto';

/** A signed change of a balance, in cents (at most ±10 million yuan at once). */
export class PayWalletUpdateBalanceDto {
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  userId!: number;

  @IsInt()
  @NotEquals(0, { message: 'balance 不能为 0' })
  @Min(-1_000_000_000)
  @Max(1_000_000_000)
  balance!: number;
}

const W = Permissions.payWallet;

/** Wallets: `/pay/wallet/*` and `/pay/wallet-transaction/page`. */
@Controller('pay')
export class PayWalletController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('wallet/get')
  @RequireAnyPermission(W.query)
  get(@CurrentUser() user: LoginUser, @Query() { userId }: PayWalletGetDto): Promise<PayWalletVO> {
    return this.queryBus.execute(new GetPayWalletQuery(user.tenantId, userId));
  }

  @Get('wallet/page')
  @RequireAnyPermission(W.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: PayWalletPageDto): Promise<PageResult<PayWalletVO>> {
    return this.queryBus.execute(new PagePayWalletsQuery(user.tenantId, filter));
  }

  @Put('wallet/update-balance')
  @RequireAnyPermission(W.updateBalance)
  updateBalance(@CurrentUser() user: LoginUser, @Body() body: PayWalletUpdateBalanceDto): Promise<true> {
    return this.commandBus.execute(new UpdateWalletBalanceCommand(user, body.userId, body.balance));
  }

  @Get('wallet-transaction/page')
  @RequireAnyPermission(W.query)
  transactions(@CurrentUser() user: LoginUser, @Query() filter: PayWalletTransactionPageDto): Promise<PageResult<PayWalletTransactionVO>> {
    return this.queryBus.execute(new PagePayWalletTransactionsQuery(user.tenantId, filter));
  }
}
