import { APP_CONFIG, BizError, type AppConfig } from '@dha/server-core';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isConsoleRedirect } from '../../domain/social-redirect';
import { SocialProviders } from '../../infrastructure/social-providers/social-providers';
import { SocialStateStore } from '../../infrastructure/social-state.store';
import { SocialAuthRedirectQuery } from './social-auth-redirect.query';

@QueryHandler(SocialAuthRedirectQuery)
export class SocialAuthRedirectHandler implements IQueryHandler<SocialAuthRedirectQuery, string> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: SocialProviders,
    private readonly states: SocialStateStore,
  ) {}

  async execute({ tenantId, type, redirectUri, requestOrigin }: SocialAuthRedirectQuery): Promise<string> {
    const provider = this.providers.get(type);
    // configured origins when set (a proxy may pass any Host on), else the one the request came to
    const ours = this.config.SOCIAL_REDIRECT_ORIGINS.length ? this.config.SOCIAL_REDIRECT_ORIGINS : [requestOrigin];
    if (!isConsoleRedirect(redirectUri, [...ours, ...this.config.CORS_ORIGINS])) {
      throw BizError.badRequest('redirectUri 必须是本站控制台的页面地址');
    }
    const state = await this.states.issue({ tenantId, type, redirectUri });
    return provider.authorizeUrl(state, redirectUri);
  }
}
