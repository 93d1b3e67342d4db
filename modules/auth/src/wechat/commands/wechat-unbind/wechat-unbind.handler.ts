import { GlobalErrorCodes, hasAnyPermission, Permissions, WECHAT_MP_SOCIAL_TYPE } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { SocialBindingRepository } from '../../../social/infrastructure/social-binding.repository';
import { WechatUnbindCommand } from './wechat-unbind.command';

/**
 * Anyone may unbind themselves. Another user's binding is user administration: it takes
 * system:user:update and the rules of the user admin (a user of the caller's tenant; only a super
 * admin touches a super admin). Answers whether a binding was removed.
 */
@CommandHandler(WechatUnbindCommand)
export class WechatUnbindHandler implements ICommandHandler<WechatUnbindCommand, boolean> {
  constructor(
    private readonly accounts: SystemAccounts,
    private readonly bindings: SocialBindingRepository,
  ) {}

  async execute({ caller, userId }: WechatUnbindCommand): Promise<boolean> {
    if (userId !== caller.id) {
      if (!hasAnyPermission(caller.permissions, [Permissions.user.update])) throw BizError.of(GlobalErrorCodes.FORBIDDEN);
      await this.accounts.manageable(caller, userId);
    }
    return this.bindings.unbind(caller.tenantId, userId, WECHAT_MP_SOCIAL_TYPE);
  }
}
