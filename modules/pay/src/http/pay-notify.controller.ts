import { MAX_INT32, Permissions, type PageResult, type PayNotifyTaskDetailVO, type PayNotifyTaskVO } from '@dha/contracts';
import { BizError, CurrentUser, IdBodyDto, IdQueryDto, Public, RequireAnyPermission, type LoginUser, TenantIgnore } from '@dha/server-core';
import { Body, Controller, Get, Logger, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ExecuteNotifyTaskCommand } from '../commands/execute-notify-task/execute-notify-task.command';
import { ReceivePayCallbackCommand } from '../commands/receive-callback/receive-callback.command';
import type { CallbackAnswer } from '../infrastructure/channels/pay-channel-client';
import { GetPayNotifyTaskQuery } from '../queries/get-notify-task/get-notify-task.query';
import { PagePayNotifyTasksQuery } from '../queries/page-notify-tasks/page-notify-tasks.query';
import { NotifyTaskScheduler } from '../infrastructure/notify-task.scheduler';
import { PayErrors } from '../pay.errors';
import { PayNotifyPageDto } from './pay-query.dto';

export class ChannelIdParamDto {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  channelId!: number;
}

/**
 * `/pay/notify/*`: the providers' callbacks (anonymous; the channel verifies the signature and the
 * provider is answered in its own protocol) and the merchant notify tasks with their logs.
 */
@Controller('pay/notify')
export class PayNotifyController {
  private readonly logger = new Logger('PayCallback');

  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly scheduler: NotifyTaskScheduler,
  ) {}

  @Public()
  @TenantIgnore() // upstream's ignore-urls: /admin-api/pay/notify/** (the channel sends no header)
  @Post('order/:channelId')
  orderCallback(@Param() { channelId }: ChannelIdParamDto, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.callback('order', channelId, req, reply);
  }

  @Public()
  @TenantIgnore()
  @Post('refund/:channelId')
  refundCallback(@Param() { channelId }: ChannelIdParamDto, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.callback('refund', channelId, req, reply);
  }

  @Get('page')
  @RequireAnyPermission(Permissions.payNotify.query)
  page(@CurrentUser() user: LoginUser, @Query() filter: PayNotifyPageDto): Promise<PageResult<PayNotifyTaskVO>> {
    return this.queryBus.execute(new PagePayNotifyTasksQuery(user.tenantId, filter));
  }

  @Get('get-detail')
  @RequireAnyPermission(Permissions.payNotify.query)
  getDetail(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<PayNotifyTaskDetailVO> {
    return this.queryBus.execute(new GetPayNotifyTaskQuery(user.tenantId, id));
  }

  /** Sends a task's notification again now (a settled or given-up task too), then goes on by the backoff. */
  @Put('retry')
  @RequireAnyPermission(Permissions.payNotify.retry)
  async retry(@CurrentUser() user: LoginUser, @Body() { id }: IdBodyDto): Promise<PayNotifyTaskDetailVO> {
    const task = await this.queryBus.execute(new GetPayNotifyTaskQuery(user.tenantId, id));
    if (!task) throw new BizError(PayErrors.NOTIFY_TASK_NOT_FOUND);
    const next = await this.commandBus.execute(new ExecuteNotifyTaskCommand(task.id, task.notifyTimes, true));
    if (next) await this.scheduler.schedule(task.id, task.notifyTimes + 1, next);
    return this.queryBus.execute(new GetPayNotifyTaskQuery(user.tenantId, id));
  }

  private async callback(kind: 'order' | 'refund', channelId: number, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    let answer: CallbackAnswer;
    try {
      answer = await this.commandBus.execute(
        new ReceivePayCallbackCommand(kind, channelId, {
          headers: req.headers,
          body: req.body,
          rawBody: (req as { rawBody?: string }).rawBody,
        }),
      );
    } catch (err) {
      // a verified callback we cannot apply (an attempt we do not know) is refused; our own failure is answered so that the provider retries
      const ours = !(err instanceof BizError);
      if (ours) this.logger.error({ err, channelId, kind }, 'pay callback not applied');
      else this.logger.warn({ channelId, kind, reason: err.message }, 'pay callback refused');
      answer = {
        status: ours ? 500 : 400,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ code: 'FAIL', message: '处理失败' }),
      };
    }
    await reply.status(answer.status).header('content-type', answer.contentType).send(answer.body);
  }
}
