import { ConfigKey, type PublicConfig } from '@dha/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http';
import { PRODUCT_NAME } from './base';

/** GET /infra/config/public: the allow-listed configuration readable before login (org name, about text, captcha switch). */
export function usePublicConfig(): PublicConfig | undefined {
  const { data } = useQuery({
    queryKey: ['infra-config', 'public'],
    queryFn: () => api.get<PublicConfig>('/infra/config/public', undefined, { quiet: true }).catch(() => null),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data ?? undefined;
}

/** The organisation's name (sidebar logo, login page, titles), or the product name while unknown. */
export function useOrgName(): string {
  return usePublicConfig()?.[ConfigKey.ORG_NAME] || PRODUCT_NAME;
}
