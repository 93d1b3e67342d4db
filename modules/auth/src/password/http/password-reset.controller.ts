import { Public } from '@dha/server-core';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { ForgotPasswordCommand } from '../commands/forgot-password/forgot-password.command';
import { ResetPasswordWithCodeCommand } from '../commands/reset-password-with-code/reset-password-with-code.command';
import { ForgotPasswordDto, ResetPasswordDto } from './password-reset.dto';
import { CurrentTenant } from '@dha/server-core';

/** A forgotten password: `/system/auth/{forgot-password,reset-password}`, public and rate limited per IP like login. */
@Controller('system/auth')
@UseGuards(ThrottlerGuard)
@Throttle({ auth: { generateKey: (_ctx, tracker, name) => `${name}:${tracker}` } })
export class PasswordResetController {
  constructor(private readonly commandBus: CommandBus) {}

  @Public()
  @Post('forgot-password')
  forgotPassword(@Body() body: ForgotPasswordDto, @CurrentTenant() tenantId: number): Promise<true> {
    return this.commandBus.execute(new ForgotPasswordCommand(tenantId, body.username));
  }

  @Public()
  @Post('reset-password')
  resetPassword(@Body() body: ResetPasswordDto, @CurrentTenant() tenantId: number): Promise<true> {
    return this.commandBus.execute(new ResetPasswordWithCodeCommand(tenantId, body.username, body.code, body.password));
  }
}
