import type { ConfigSaveReq, ConfigVO } from '@dha/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../api/http';
import { formatDateTime } from '../../../ui/format';
import { useCrudList } from '../../../ui/useCrudList';
import { configApi } from './api';
import { configFilterToParams, EMPTY_CONFIG_FILTER, type ConfigFilter } from './config-form';

/** The query keys of the configuration screen; a change invalidates the root. */
export const configKeys = {
  configs: ['infra', 'config'] as const,
};

/** 参数配置: the parameters, by name, key, type and creation date. */
export function useConfigList() {
  return useCrudList<ConfigVO, ConfigSaveReq, ConfigFilter>({
    queryKey: configKeys.configs,
    filter: EMPTY_CONFIG_FILTER,
    api: configApi,
    params: (f, at) => ({ ...at, ...configFilterToParams(f) }),
  });
}

/** 导出 of the parameters matching the filter (every page). */
export function useExportConfigs(filter: ConfigFilter) {
  return useMutation({
    mutationFn: () => configApi.exportExcel(configFilterToParams(filter)),
    onSuccess: (blob) => saveBlob(blob, `参数配置-${formatDateTime(Date.now()).replace(/[: ]/g, '')}.xlsx`),
  });
}
