import { ConfigKey, type PublicConfig } from '@dha/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/http';
import { PRODUCT_NAME } from './base';

/** The one query key of `GET /infra/config/public` (the client pages' about text reads the same entry). */
const PUBLIC_CONFIG_KEY = ['infra-config', 'public'] as const;

/** GET /infra/config/public: the allow-listed configuration readable before login (org name, about text, switches). */
export function usePublicConfig(): PublicConfig | undefined {
  const { data } = useQuery({
    queryKey: PUBLIC_CONFIG_KEY,
    queryFn: () => api.get<PublicConfig>('/infra/config/public', undefined, { quiet: true }).catch(() => null),
    // a change is pushed (live `config.changed`); this is only the fallback
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data ?? undefined;
}

/** Reads the public configuration again wherever it is shown (an admin changed it). */
export function refreshPublicConfig(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: PUBLIC_CONFIG_KEY });
}

/** The organisation's name (sidebar logo, login page, titles), or the product name while unknown. */
export function useOrgName(): string {
  return usePublicConfig()?.[ConfigKey.ORG_NAME] || PRODUCT_NAME;
}

/** The short text of the logo mark: the configured one, else the name's first two characters. */
export function logoTextOf(config: PublicConfig | undefined): string {
  const configured = config?.[ConfigKey.ORG_LOGO_TEXT]?.trim();
  if (configured) return configured;
  return Array.from(config?.[ConfigKey.ORG_NAME]?.trim() || PRODUCT_NAME)
    .slice(0, 2)
    .join('');
}

export function useLogoText(): string {
  return logoTextOf(usePublicConfig());
}

/**
 * Whether visitors may register: closed only by an explicit 'false' (the server decides anyway;
 * this hides the link). Unknown while loading: open, as the server's default.
 */
export function registerEnabledOf(config: PublicConfig | undefined): boolean {
  return config?.[ConfigKey.REGISTER_ENABLED]?.trim() !== 'false';
}

export function useRegisterEnabled(): boolean {
  return registerEnabledOf(usePublicConfig());
}

/** Whether every sign-in needs a solved captcha (config system.captcha.enabled; only 'true' turns it on, as on the server). */
export function useCaptchaEnabled(): boolean {
  return usePublicConfig()?.[ConfigKey.CAPTCHA_ENABLED]?.trim() === 'true';
}
