import type { FileConfigSaveReq, FileConfigVO, FileVO, PageResult } from '@dha/contracts';
import { api, type QueryParams } from '../../../api/http';

export const fileApi = {
  page: (params: QueryParams) => api.get<PageResult<FileVO>>('/infra/file/page', params),
  delete: (id: number) => api.delete<boolean>('/infra/file/delete', { id }),
  /** Stores a file on the master configuration; answers its URL. */
  upload: (file: File, directory?: string) => {
    const form = new FormData();
    if (directory) form.append('directory', directory);
    form.append('file', file);
    return api.upload<string>('/infra/file/upload', form);
  },
};

export const fileConfigApi = {
  page: (params: QueryParams) => api.get<PageResult<FileConfigVO>>('/infra/file-config/page', params),
  create: (body: FileConfigSaveReq) => api.post<number>('/infra/file-config/create', body),
  update: (body: FileConfigSaveReq) => api.put<boolean>('/infra/file-config/update', body),
  delete: (id: number) => api.delete<boolean>('/infra/file-config/delete', { id }),
  updateMaster: (id: number) => api.put<boolean>('/infra/file-config/update-master', undefined, { id }),
  test: (id: number) => api.get<string>('/infra/file-config/test', { id }),
};
