import type { MyProfileInfo } from '@dha/contracts';
import { CurrentUser, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetMyProfileQuery } from '../queries/get-my-profile/get-my-profile.query';
import { UpdateMyProfileCommand } from '../commands/update-my-profile/update-my-profile.command';
import { UpdateMyProfileDto } from '../commands/update-my-profile/update-my-profile.dto';
import { UpdatePasswordCommand } from '../commands/update-password/update-password.command';
import { UpdatePasswordDto } from '../commands/update-password/update-password.dto';
import { AllowedWhilePasswordChangeRequired } from './password-change';

/** The logged-in user's own profile (`/system/user/*`). */
@Controller('system/user')
export class ProfileController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('getMyProfileInfo')
  getMyProfileInfo(@CurrentUser() user: LoginUser): Promise<MyProfileInfo> {
    return this.queryBus.execute(new GetMyProfileQuery(user.id));
  }

  @Put('updateMyProfileInfo')
  updateMyProfileInfo(@CurrentUser() user: LoginUser, @Body() body: UpdateMyProfileDto): Promise<boolean> {
    return this.commandBus.execute(new UpdateMyProfileCommand(user.id, body));
  }

  /** Upstream path of the own-password change; the other sessions of the account end at once. */
  @AllowedWhilePasswordChangeRequired()
  @Put('profile/update-password')
  updatePassword(@CurrentUser() user: LoginUser, @Body() body: UpdatePasswordDto): Promise<boolean> {
    return this.commandBus.execute(new UpdatePasswordCommand(user.id, user.accessToken, body.oldPassword, body.newPassword));
  }
}
