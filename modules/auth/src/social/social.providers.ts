import { SocialLoginHandler } from './commands/social-login/social-login.handler';
import { SocialUnbindHandler } from './commands/social-unbind/social-unbind.handler';
import { SocialAuthController } from './http/social-auth.controller';
import { SocialDevProviderController } from './http/social-dev-provider.controller';
import { SocialUserController } from './http/social-user.controller';
import { SocialBindingRepository } from './infrastructure/social-binding.repository';
import { SocialIdentities } from './infrastructure/social-identities';
import { DevSocialFake } from './infrastructure/social-providers/dev-social.fake';
import { SocialProviders } from './infrastructure/social-providers/social-providers';
import { SocialStateStore } from './infrastructure/social-state.store';
import { SocialAuthRedirectHandler } from './queries/social-auth-redirect/social-auth-redirect.handler';
import { SocialBindListHandler } from './queries/social-bind-list/social-bind-list.handler';

/** Social sign-in (DingTalk, WeChat Work) and bindings. */
export const socialControllers = [SocialUserController, SocialAuthController, SocialDevProviderController];

export const socialProviders = [
  SocialBindingRepository,
  SocialStateStore,
  SocialProviders,
  SocialIdentities,
  DevSocialFake,
  SocialAuthRedirectHandler,
  SocialLoginHandler,
  SocialBindListHandler,
  SocialUnbindHandler,
];
