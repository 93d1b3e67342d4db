import { SystemAccounts } from '../../../infrastructure/system-accounts';
import { CommonStatus, LoginLogType, LoginResult, WECHAT_MP_SOCIAL_TYPE, type AuthLoginResp } from '@dha/contracts';
import { BizError } from '@dha/server-core';
import { Injectable } from '@nestjs/common';
import { AuthErrors } from '../../../auth.errors';
import { loginResultOf, SignInLog } from '../../../sign-in/infrastructure/sign-in.log';
import { SocialBindingRepository } from '../../../social/infrastructure/social-binding.repository';
import { TokenRepository } from '../../../session/infrastructure/token.repository';
import { WechatTickets, type WechatTicket } from '../../infrastructure/wechat-mp/wechat-tickets.store';

/**
 * The last step of every WeChat sign-in (QR code, code inside WeChat's browser): a ticket in state
 * `scanned` names the WeChat account; its bound user is signed in and the ticket used up, or, bound
 * to nobody, the ticket turns `unbound` (a password sign-in may then bind it through wp-qrcode-bind)
 * and the caller hears 1_002_000_005. Each attempt leaves a login-log row (social sign-in, 101).
 */
@Injectable()
export class WechatSignIn {
  constructor(
    private readonly accounts: SystemAccounts,
    private readonly bindings: SocialBindingRepository,
    private readonly tickets: WechatTickets,
    private readonly tokens: TokenRepository,
    private readonly signInLog: SignInLog,
  ) {}

  async complete(ticket: WechatTicket, openid: string, ip: string, userAgent: string): Promise<AuthLoginResp> {
    const { tenantId } = ticket;
    const log = (result: number, username: string, reason = '', userId: number | null = null) =>
      this.signInLog.record({ tenantId, logType: LoginLogType.LOGIN_SOCIAL, username, userId, result, reason, ip, userAgent });
    try {
      await this.accounts.assertTenantUsable(tenantId);
      const userId = await this.bindings.findUserId(tenantId, WECHAT_MP_SOCIAL_TYPE, openid);
      if (userId === null) {
        await this.tickets.transition(ticket.ticket, 'scanned', 'unbound');
        throw BizError.of(AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND);
      }
      const user = await this.accounts.find(tenantId, { id: userId });
      // single use: of two polls of one scanned code, only the first signs in
      if (!(await this.tickets.transition(ticket.ticket, 'scanned', 'used'))) throw BizError.of(AuthErrors.WECHAT_MP_QR_USED);
      if (!user) throw BizError.of(AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND);
      if (user.status !== CommonStatus.ENABLE) {
        log(LoginResult.USER_DISABLED, user.username, AuthErrors.LOGIN_USER_DISABLED.msg, user.id);
        throw BizError.of(AuthErrors.LOGIN_USER_DISABLED);
      }
      const signedIn = await this.tokens.issue(user.id, tenantId);
      await this.accounts.recordLogin(tenantId, user.id, ip);
      log(LoginResult.SUCCESS, user.username, '', user.id);
      return signedIn;
    } catch (err) {
      const logged =
        err instanceof BizError && (err.code === AuthErrors.WECHAT_MP_QR_USED.code || err.code === AuthErrors.LOGIN_USER_DISABLED.code);
      if (!logged) log(loginResultOf(err), openid, err instanceof Error ? err.message : String(err));
      throw err;
    }
  }
}
