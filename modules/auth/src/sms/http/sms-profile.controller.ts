import { CurrentUser, type LoginUser } from '@dha/server-core';
import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { UpdateMobileCommand } from '../commands/update-mobile/update-mobile.command';
import { UpdateMobileDto } from '../commands/update-mobile/update-mobile.dto';

/** The own mobile's verified change (`/system/user/profile/*`, beside the own password change). */
@Controller('system/user')
export class SmsProfileController {
  constructor(private readonly commandBus: CommandBus) {}

  /** `{mobile, code}`: the code of scene 24 texted to the new number (`POST /system/auth/send-sms-code`). */
  @Put('profile/update-mobile')
  updateMobile(@CurrentUser() user: LoginUser, @Body() body: UpdateMobileDto): Promise<true> {
    return this.commandBus.execute(new UpdateMobileCommand(user.tenantId, user.id, body.mobile, body.code));
  }
}
