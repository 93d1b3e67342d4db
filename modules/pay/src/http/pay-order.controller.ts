import {
  Permissions,
  type PageResult,
  type PayOrderDetailVO,
  type PayOrderPageItemVO,
  type PayOrderSubmitRespVO,
  type PayOrderVO,
  type PayRefundDetailVO,
  type PayRefundPageItemVO,
} from '@dha/contracts';
import { ClientIp, CurrentUser, IdQueryDto, RequireAnyPermission, xlsxFile, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Post, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SubmitPayOrderCommand } from '../commands/submit-order/submit-order.command';
import { PayOrderSubmitDto } from '../commands/submit-order/submit-order.dto';
import { ExportPayOrdersQuery } from '../queries/export-orders/export-orders.query';
import { ExportPayRefundsQuery } from '../queries/export-refunds/export-refunds.query';
import { GetPayOrderForCallerQuery } from '../queries/get-order/get-order.query';
import { GetPayOrderDetailQuery } from '../queries/get-order-detail/get-order-detail.query';
import { GetPayRefundQuery } from '../queries/get-refund/get-refund.query';
import { PagePayOrdersQuery } from '../queries/page-orders/page-orders.query';
import { PagePayRefundsQuery } from '../queries/page-refunds/page-refunds.query';
import { PayOrderGetDto, PayOrderPageDto, PayRefundPageDto } from './pay-query.dto';

const O = Permissions.payOrder;
const R = Permissions.payRefund;

/** Orders: `/pay/order/*` (upstream PayOrderController). */
@Controller('pay/order')
export class PayOrderController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('get')
  @RequireAnyPermission(O.query)
  get(@CurrentUser() user: LoginUser, @Query() query: PayOrderGetDto): Promise<PayOrderVO> {
    return this.queryBus.execute(new GetPayOrderForCallerQuery(user.tenantId, query.id, query.sync ?? false, null));
  }

  @Get('get-detail')
  @RequireAnyPermission(O.query)
  getDetail(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<PayOrderDetailVO> {
    return this.queryBus.execute(new GetPayOrderDetailQuery(user.tenantId, id));
  }

  /** Any signed-in caller, as upstream: a visitor pays their own orders, staff with pay:order:query any (the cashier). */
  @Post('submit')
  submit(@CurrentUser() user: LoginUser, @Body() body: PayOrderSubmitDto, @ClientIp() ip: string): Promise<PayOrderSubmitRespVO> {
    return this.commandBus.execute(new SubmitPayOrderCommand(body, user, ip, false));
  }

  @Get('page')
  @RequireAnyPermission(O.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: PayOrderPageDto): Promise<PageResult<PayOrderPageItemVO>> {
    return this.queryBus.execute(new PagePayOrdersQuery(user.tenantId, filter));
  }

  @Get('export-excel')
  @RequireAnyPermission(O.export)
  async export(@CurrentUser() user: LoginUser, @Query() filter: PayOrderPageDto): Promise<StreamableFile> {
    return xlsxFile(await this.queryBus.execute(new ExportPayOrdersQuery(user.tenantId, filter)), 'pay-orders', '支付订单');
  }
}

/** Refunds: `/pay/refund/*` (no create: refunds are made by the business modules). */
@Controller('pay/refund')
export class PayRefundController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('get')
  @RequireAnyPermission(R.query)
  get(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<PayRefundDetailVO> {
    return this.queryBus.execute(new GetPayRefundQuery(user.tenantId, id));
  }

  @Get('page')
  @RequireAnyPermission(R.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: PayRefundPageDto): Promise<PageResult<PayRefundPageItemVO>> {
    return this.queryBus.execute(new PagePayRefundsQuery(user.tenantId, filter));
  }

  @Get('export-excel')
  @RequireAnyPermission(R.export)
  async export(@CurrentUser() user: LoginUser, @Query() filter: PayRefundPageDto): Promise<StreamableFile> {
    return xlsxFile(await this.queryBus.execute(new ExportPayRefundsQuery(user.tenantId, filter)), 'pay-refunds', '退款订单');
  }
}
