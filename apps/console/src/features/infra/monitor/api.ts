import type { RedisMonitorVO, ServerMonitorVO } from '@dha/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';

/** The monitors refresh themselves this often while open. */
const REFRESH_MS = 5_000;

export const monitorKeys = {
  redis: ['infra', 'monitor', 'redis'] as const,
  server: ['infra', 'monitor', 'server'] as const,
};

export const useRedisMonitor = () =>
  useQuery({
    queryKey: monitorKeys.redis,
    queryFn: () => api.get<RedisMonitorVO>('/infra/redis/get-monitor-info'),
    refetchInterval: REFRESH_MS,
  });

export const useServerMonitor = () =>
  useQuery({
    queryKey: monitorKeys.server,
    queryFn: () => api.get<ServerMonitorVO>('/infra/server/get-monitor-info'),
    refetchInterval: REFRESH_MS,
  });
