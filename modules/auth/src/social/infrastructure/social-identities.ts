import { BizError } from '@dha/server-core';
import { Injectable, Logger } from '@nestjs/common';
import { AuthErrors } from '../../auth.errors';
import { SocialCodeRejected, SocialProviderUnavailable, type SocialIdentity } from './social-providers/social-provider';
import { SocialProviders } from './social-providers/social-providers';
import { SocialStateStore } from './social-state.store';

export interface SocialCallback {
  type: number;
  code: string;
  state: string;
}

/** Who came back from a social provider: the state we issued (spent here) checked, the code redeemed at the provider. */
@Injectable()
export class SocialIdentities {
  private readonly logger = new Logger(SocialIdentities.name);

  constructor(
    private readonly states: SocialStateStore,
    private readonly providers: SocialProviders,
  ) {}

  async authenticate(tenantId: number, { type, code, state }: SocialCallback): Promise<SocialIdentity> {
    const provider = this.providers.get(type);
    const issued = await this.states.consume(state);
    // spent even when it does not match: a state is tried once
    if (!issued || issued.tenantId !== tenantId || issued.type !== type) {
      throw new BizError(AuthErrors.SOCIAL_USER_AUTH_FAILURE, 'state 无效、已过期或已使用');
    }
    try {
      return await provider.exchange(code, { state, redirectUri: issued.redirectUri });
    } catch (err) {
      if (err instanceof SocialCodeRejected) throw new BizError(AuthErrors.SOCIAL_USER_AUTH_FAILURE, '授权码无效、已过期或已使用');
      if (err instanceof SocialProviderUnavailable) {
        this.logger.warn(`social type ${type}: ${err.message}`);
        throw BizError.of(AuthErrors.SOCIAL_PROVIDER_UNAVAILABLE);
      }
      throw err;
    }
  }

  /** An account that came back unbound from social-login, kept for the password sign-in that binds it. */
  keepUnbound(tenantId: number, callback: SocialCallback, identity: SocialIdentity): Promise<void> {
    return this.states.keepUnbound(tenantId, callback.type, callback.code, callback.state, identity);
  }

  /** For binding on password sign-in: the account kept by keepUnbound (once), else authenticated now. */
  async forBinding(tenantId: number, callback: SocialCallback): Promise<SocialIdentity> {
    this.providers.get(callback.type);
    const kept = await this.states.takeUnbound(tenantId, callback.type, callback.code, callback.state);
    return kept ?? this.authenticate(tenantId, callback);
  }
}
