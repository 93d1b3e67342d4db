import { Permissions } from '@dha/contracts';
import { AllowedWhilePasswordChangeRequired, CurrentUser, IdQueryDto, RequireAnyPermission, type LoginUser } from '@dha/server-core';
import { Body, Controller, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { UnlockUserCommand } from '../../sign-in/commands/unlock-user/unlock-user.command';
import { ResetUserPasswordCommand } from '../commands/reset-user-password/reset-user-password.command';
import { UpdatePasswordCommand } from '../commands/update-password/update-password.command';
import { UpdatePasswordDto } from '../commands/update-password/update-password.dto';
import { UserPasswordDto } from './password.dto';

const P = Permissions.user;

/**
 * Passwords and login locks of `/system/user/*` (the upstream paths): the own password change, an
 * admin's reset, and the unlock of an account locked by wrong passwords. The account itself is the
 * system module's; these calls end sessions and lift locks, which are the auth module's.
 */
@Controller('system/user')
export class PasswordController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The own password; the other sessions of the account end at once. */
  @AllowedWhilePasswordChangeRequired()
  @Put('profile/update-password')
  updateOwnPassword(@CurrentUser() user: LoginUser, @Body() body: UpdatePasswordDto): Promise<boolean> {
    return this.commandBus.execute(new UpdatePasswordCommand(user.tenantId, user.id, user.accessToken, body.oldPassword, body.newPassword));
  }

  @Put('update-password')
  @RequireAnyPermission(P.updatePassword)
  resetPassword(@CurrentUser() user: LoginUser, @Body() body: UserPasswordDto): Promise<true> {
    return this.commandBus.execute(new ResetUserPasswordCommand(user, body.id, body.password));
  }

  /** Lifts the login lock of too many wrong passwords (the same grant as an admin password reset). */
  @Put('unlock')
  @RequireAnyPermission(P.updatePassword)
  unlock(@CurrentUser() user: LoginUser, @Query() { id }: IdQueryDto): Promise<true> {
    return this.commandBus.execute(new UnlockUserCommand(user, id));
  }
}
