/** The social types this server signs in with by OAuth-style redirect (the wire facts' numbers and sources). */
export const SocialType = { DINGTALK: 20, WECHAT_ENTERPRISE: 30 } as const;
export const REDIRECT_SOCIAL_TYPES: readonly number[] = Object.values(SocialType);

/** Every social type of the wire facts (a binding of any of them may be listed and removed). */
export const ALL_SOCIAL_TYPES: readonly number[] = [10, 20, 30, 31, 32, 34, 40];
