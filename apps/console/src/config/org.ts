import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http';
import { PRODUCT_NAME } from './base';

/** Infra config key holding the organisation's name (sidebar logo, login page, titles). */
export const ORG_NAME_CONFIG_KEY = 'system.org-name';

/** GET /infra/config/get-value-by-key: the organisation name, or the product name while unknown. */
export function useOrgName(): string {
  const { data } = useQuery({
    queryKey: ['infra-config', ORG_NAME_CONFIG_KEY],
    queryFn: async () => {
      try {
        return await api.get<string | null>('/infra/config/get-value-by-key', { key: ORG_NAME_CONFIG_KEY }, { quiet: true });
      } catch {
        return null; // not readable before login on some setups: keep the product name
      }
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data || PRODUCT_NAME;
}
