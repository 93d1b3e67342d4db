import { BizError } from '@dha/server-core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../../auth.errors';
import { SocialBindingRepository } from '../../infrastructure/social-binding.repository';
import { SocialUnbindCommand } from './social-unbind.command';

@CommandHandler(SocialUnbindCommand)
export class SocialUnbindHandler implements ICommandHandler<SocialUnbindCommand, true> {
  constructor(private readonly bindings: SocialBindingRepository) {}

  /** Only a binding of the caller's own (type and openid both match); anything else is 找不到对应的用户, as upstream. */
  async execute({ tenantId, userId, type, openid }: SocialUnbindCommand): Promise<true> {
    const own = await this.bindings.listForUser(tenantId, userId);
    if (!own.some((b) => b.type === type && b.openid === openid) || !(await this.bindings.unbind(tenantId, userId, type))) {
      throw BizError.of(AuthErrors.SOCIAL_USER_NOT_FOUND);
    }
    return true;
  }
}
