import type { MyProfileInfo } from '@dha/contracts';
import { CurrentUser, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetMyProfileQuery } from '../queries/get-my-profile/get-my-profile.query';
import { UpdateMyProfileCommand } from '../../contract/profile.commands';
import { UpdateMyProfileDto } from '../commands/update-my-profile/update-my-profile.dto';

/** The logged-in user's own profile (`/system/user/*`; the own password change is the auth module's). */
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
}
