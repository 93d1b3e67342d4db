import { Button } from '@blueprintjs/core';
import { DictTypeCode, Permissions, type FileVO } from '@dha/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../api/toaster';
import { useAccess } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { CreatedRangeField } from '../../../ui/DateRangeField';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { dateRangeParams, formatDateTime } from '../../../ui/format';
import { useCrudList } from '../../../ui/useCrudList';
import { fileApi } from './api';
import { fileKindOf, formatSize } from './file-kind';
import { UploadButton } from './UploadButton';

interface FileFilter {
  path: string;
  type: string;
  createdFrom: string;
  createdTo: string;
}
const EMPTY: FileFilter = { path: '', type: '', createdFrom: '', createdTo: '' };
export const fileKeys = { files: ['infra', 'file'] as const };

/** `/infra/file`: every stored file, by path, type and time; upload, open, copy the URL, delete. */
export default function FilePage() {
  const { hasAnyPermission: can } = useAccess();
  const queryClient = useQueryClient();
  const list = useCrudList<FileVO, { id?: number }, FileFilter>({
    queryKey: fileKeys.files,
    filter: EMPTY,
    api: fileApi,
    params: (f, at) => ({
      ...at,
      path: f.path.trim() || undefined,
      type: f.type.trim() || undefined,
      ...dateRangeParams('createTime', f.createdFrom, f.createdTo),
    }),
  });
  const form = useFilterForm(EMPTY, list.search);
  const columns: Column<FileVO>[] = [
    { key: 'name', title: '文件名', render: (f) => f.name, wrap: true },
    { key: 'path', title: '文件路径', render: (f) => f.path, wrap: true, maxWidth: 320 },
    { key: 'kind', title: '类型', render: (f) => <DictTag type={DictTypeCode.INFRA_FILE_TYPE} value={fileKindOf(f.name)} />, width: 90 },
    { key: 'type', title: 'MIME', render: (f) => f.type ?? '', width: 140 },
    { key: 'size', title: '文件大小', render: (f) => formatSize(f.size), width: 100 },
    {
      key: 'preview',
      title: '预览',
      render: (f) =>
        fileKindOf(f.name) === 0 ? (
          <img src={f.url} alt={f.name} style={{ maxHeight: 40, maxWidth: 80 }} />
        ) : (
          <a href={f.url} target="_blank" rel="noreferrer">
            打开
          </a>
        ),
      width: 100,
    },
    { key: 'createTime', title: '上传时间', render: (f) => formatDateTime(f.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (f) => (
        <CrudRowActions row={f} list={list} canUpdate={false} canDelete={can(Permissions.file.delete)}>
          <Button
            size="small"
            variant="minimal"
            text="复制链接"
            onClick={() =>
              void navigator.clipboard?.writeText(new URL(f.url, window.location.href).href).then(() => toast.success('已复制'))
            }
          />
        </CrudRowActions>
      ),
    },
  ];
  return (
    <CrudListPage
      title="文件列表"
      list={list}
      canCreate={false}
      filters={
        <FilterBar {...form.bar}>
          <FilterField id="ff-path" label="文件路径" maxLength={512} {...form.bind('path')} />
          <FilterField id="ff-type" label="文件类型" maxLength={128} {...form.bind('type')} />
          <CreatedRangeField id="ff-from" label="上传时间" form={form} />
          <UploadButton
            text="上传文件"
            accept=""
            onUploaded={() => {
              toast.success('上传成功');
              void queryClient.invalidateQueries({ queryKey: fileKeys.files });
            }}
          />
        </FilterBar>
      }
      columns={columns}
      emptyText="没有文件"
      dialog={null}
      describe={(f) => `文件「${f.name}」`}
      deleteWarning="删除后引用它的页面将无法显示。"
    />
  );
}
