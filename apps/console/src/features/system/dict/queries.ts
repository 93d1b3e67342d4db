import type { DictDataSaveReq, DictDataVO, DictTypeSaveReq, DictTypeVO } from '@dha/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { saveBlob, type QueryParams } from '../../../api/http';
import { loadDicts } from '../../../dict';
import { formatDateTime } from '../../../ui/format';
import { useCrudList } from '../../../ui/useCrudList';
import { dictDataApi, dictTypeApi } from './api';
import { dictTypeFilterToParams, EMPTY_DICT_TYPE_FILTER, type DictTypeFilter } from './dict-form';

/** The query keys of the dictionary screens; a change to one invalidates its root. */
export const dictKeys = {
  types: ['system', 'dict-type'] as const,
  type: (id: number) => ['system', 'dict-type', 'get', id] as const,
  data: (dictType: string) => ['system', 'dict-data', dictType] as const,
};

/** After a change this console reads the dictionaries again at once (the others within a minute). */
const reloadingDicts =
  <Req, R>(call: (req: Req) => Promise<R>) =>
  async (req: Req): Promise<R> => {
    const result = await call(req);
    void loadDicts().catch(() => undefined);
    return result;
  };

const exportName = (base: string) => `${base}-${formatDateTime(Date.now()).replace(/[: ]/g, '')}.xlsx`;

/** 字典管理: the types, by name, type code, status and creation date. */
export function useDictTypeList() {
  return useCrudList<DictTypeVO, DictTypeSaveReq, DictTypeFilter>({
    queryKey: dictKeys.types,
    filter: EMPTY_DICT_TYPE_FILTER,
    api: {
      page: dictTypeApi.page,
      create: dictTypeApi.create,
      update: reloadingDicts(dictTypeApi.update),
      delete: dictTypeApi.delete,
    },
    params: (f, at) => ({ ...at, ...dictTypeFilterToParams(f) }),
  });
}

/** One dictionary type (null when there is none with this id). */
export function useDictType(id: number) {
  return useQuery({ queryKey: dictKeys.type(id), queryFn: () => dictTypeApi.get(id) });
}

/** 导出 of the types matching the filter (every page). */
export function useExportDictTypes(filter: DictTypeFilter) {
  return useMutation({
    mutationFn: () => dictTypeApi.exportExcel(dictTypeFilterToParams(filter)),
    onSuccess: (blob) => saveBlob(blob, exportName('字典类型')),
  });
}

/** The entries of one type, by label and status. */
export function useDictDataList(dictType: string) {
  return useCrudList<DictDataVO, DictDataSaveReq, { label: string; status: string }>({
    queryKey: dictKeys.data(dictType),
    filter: { label: '', status: '' },
    api: {
      page: dictDataApi.page,
      create: reloadingDicts(dictDataApi.create),
      update: reloadingDicts(dictDataApi.update),
      delete: reloadingDicts(dictDataApi.delete),
    },
    params: (f, at) => ({ ...at, dictType, ...(f.label ? { label: f.label } : {}), ...(f.status !== '' ? { status: f.status } : {}) }),
  });
}

/** 导出 of the entries of one type matching the filter. */
export function useExportDictData(params: QueryParams) {
  return useMutation({
    mutationFn: () => dictDataApi.exportExcel(params),
    onSuccess: (blob) => saveBlob(blob, exportName('字典数据')),
  });
}
