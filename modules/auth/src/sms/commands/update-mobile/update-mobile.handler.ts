import { SmsScene } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuthErrors } from '../../../auth.errors';
import { OneTimeCodes, type ConsumeOutcome } from '../../../infrastructure/one-time-codes.store';
import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { smsCodePolicy, smsSubject } from '../send-sms-code/sms-code.policy';
import { UpdateMobileCommand } from './update-mobile.command';

const CODE_ERRORS: Record<Exclude<ConsumeOutcome, 'ok'>, BizError> = {
  missing: BizError.of(AuthErrors.PASSWORD_RESET_CODE_INVALID),
  wrong: BizError.of(AuthErrors.PASSWORD_RESET_CODE_INVALID),
  expired: BizError.of(AuthErrors.SMS_CODE_EXPIRED),
  used: BizError.of(AuthErrors.SMS_CODE_USED),
};

/**
 * The verified change of one's own mobile (issue 29, hole 2): the code of scene 24 texted to the new
 * number proves the caller holds it; the system module then stores it, refusing a number another
 * account holds. The profile update refuses a changed mobile without this.
 */
@CommandHandler(UpdateMobileCommand)
export class UpdateMobileHandler implements ICommandHandler<UpdateMobileCommand, true> {
  constructor(
    private readonly accounts: SystemAccounts,
    private readonly codes: OneTimeCodes,
  ) {}

  async execute({ tenantId, userId, mobile, code }: UpdateMobileCommand): Promise<true> {
    const outcome = await this.codes.consume(smsCodePolicy(SmsScene.ADMIN_UPDATE_MOBILE), smsSubject(tenantId, mobile), code);
    if (outcome !== 'ok') throw CODE_ERRORS[outcome];
    await this.accounts.setMobile(tenantId, userId, mobile);
    return true;
  }
}
