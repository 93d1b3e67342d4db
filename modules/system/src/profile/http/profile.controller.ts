import type { MyProfileInfo, UserProfileResp } from '@dha/contracts';
import { CurrentUser, type LoginUser } from '@dha/server-core';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetMyProfileQuery } from '../queries/get-my-profile/get-my-profile.query';
import { UpdateMyProfileCommand } from '../../contract/profile.commands';
import { UpdateMyProfileDto } from '../commands/update-my-profile/update-my-profile.dto';
import { UpdateProfileDto } from '../commands/update-profile/update-profile.dto';
import { GetOwnProfileQuery } from '../../contract/profile.queries';

/**
 * The logged-in user's own profile (`/system/user/*`): this product's (`getMyProfileInfo`,
 * `updateMyProfileInfo`) and the upstream console's (`profile/get`, `profile/update`). The own
 * password change and the verified mobile change are the auth module's.
 */
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

  /** The caller's own profile in the upstream console's shape (contract §6): login only. */
  @Get('profile/get')
  profile(@CurrentUser() user: LoginUser): Promise<UserProfileResp> {
    return this.queryBus.execute(new GetOwnProfileQuery(user.id));
  }

  /** The upstream console's profile save (its basic info, and its avatar after the upload). */
  @Put('profile/update')
  updateProfile(@CurrentUser() user: LoginUser, @Body() body: UpdateProfileDto): Promise<boolean> {
    return this.commandBus.execute(new UpdateMyProfileCommand(user.id, body));
  }
}
