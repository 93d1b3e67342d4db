import { Controller, Get } from '@nestjs/common';

/** `/system/social-user/*`: the user's social (third-party) sign-in bindings, which the upstream console's profile page lists. */
@Controller('system/social-user')
export class SocialUserController {
  /** Login only. Social sign-in arrives with its own issue; until then no account has a binding, so the list is empty. */
  @Get('get-bind-list')
  getBindList(): Array<{ type: number; openid: string }> {
    return [];
  }
}
