import { Button, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { DictTypeCode, FileStorage, Permissions, type FileConfigSaveReq, type FileConfigVO } from '@dha/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../api/toaster';
import { useAccess } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { FormDialog } from '../../../ui/FormDialog';
import { useCrudForm } from '../../../ui/useCrudForm';
import { useCrudList, type CrudEditing } from '../../../ui/useCrudList';
import { fileConfigApi } from './api';
import { fileConfigToForm, fileConfigToRequest, type FileConfigForm } from './file-config-form';

const fileConfigKeys = { configs: ['infra', 'file-config'] as const };
const EMPTY = { name: '', storage: '' };

function FileConfigDialog({ list }: { list: CrudEditing<FileConfigVO, FileConfigSaveReq> }) {
  const { row, form: f, set, field, textArea, dialog } = useCrudForm(list, 'fc', fileConfigToForm, fileConfigToRequest);
  const text = (key: keyof FileConfigForm & string, placeholder?: string, type = 'text') => (
    <InputGroup
      id={`fc-${key}`}
      type={type}
      value={String(f[key] ?? '')}
      placeholder={placeholder}
      onChange={(e) => set({ [key]: e.currentTarget.value } as Partial<FileConfigForm>)}
    />
  );
  const yesNo = (key: 'pathStyle' | 'publicAccess') => (
    <HTMLSelect id={`fc-${key}`} value={f[key]} onChange={(e) => set({ [key]: e.currentTarget.value })}>
      <option value="true">是</option>
      <option value="false">否</option>
    </HTMLSelect>
  );
  const storage = Number(f.storage);
  return (
    <FormDialog {...dialog} title={row ? '修改文件配置' : '新增文件配置'} width={640}>
      {field('name', '配置名', text('name'))}
      {field(
        'storage',
        '存储器',
        <HTMLSelect id="fc-storage" fill disabled={!!row} value={f.storage} onChange={(e) => set({ storage: e.currentTarget.value })}>
          <option value={FileStorage.DB}>数据库</option>
          <option value={FileStorage.LOCAL}>本地磁盘</option>
          <option value={FileStorage.S3}>S3 对象存储（兼容 MinIO、阿里云 OSS、腾讯云 COS…）</option>
        </HTMLSelect>,
      )}
      {storage === FileStorage.LOCAL && field('basePath', '存储目录', text('basePath', '留空：服务器的 FILE_LOCAL_DIR'))}
      {storage === FileStorage.S3 && (
        <>
          {field('endpoint', '节点地址', text('endpoint', 'https://s3.example.com'))}
          {field('bucket', '存储 bucket', text('bucket'))}
          {field('accessKey', 'accessKey', text('accessKey'))}
          {field('accessSecret', 'accessSecret', text('accessSecret', row ? '留空保持不变' : '', 'password'))}
          {field('region', '区域', text('region', 'us-east-1'))}
          {field('pathStyle', 'Path Style 访问', yesNo('pathStyle'))}
          {field('publicAccess', '公开读', yesNo('publicAccess'), '是：文件链接直接指向存储（需自定义域名）；否：经本站读取')}
        </>
      )}
      {field('domain', '自定义域名', text('domain', '留空：本站地址'))}
      {textArea('remark', '备注', 255)}
    </FormDialog>
  );
}

/** `/infra/file-config`: where uploads are stored; one configuration is the master. */
export default function FileConfigPage() {
  const { hasAnyPermission: can } = useAccess();
  const queryClient = useQueryClient();
  const list = useCrudList<FileConfigVO, FileConfigSaveReq, typeof EMPTY>({
    queryKey: fileConfigKeys.configs,
    filter: EMPTY,
    api: fileConfigApi,
  });
  const form = useFilterForm(EMPTY, list.search);
  const master = useMutation({
    mutationFn: fileConfigApi.updateMaster,
    onSuccess: () => (toast.success('已设为主配置'), void queryClient.invalidateQueries({ queryKey: fileConfigKeys.configs })),
  });
  const test = useMutation({ mutationFn: fileConfigApi.test, onSuccess: (url) => toast.success(`测试通过：${url}`) });
  const columns: Column<FileConfigVO>[] = [
    { key: 'id', title: '编号', render: (c) => c.id, width: 70 },
    { key: 'name', title: '配置名', render: (c) => c.name },
    { key: 'storage', title: '存储器', render: (c) => <DictTag type={DictTypeCode.INFRA_FILE_STORAGE} value={c.storage} />, width: 120 },
    { key: 'master', title: '主配置', render: (c) => (c.master ? <Tag intent="success">是</Tag> : <Tag minimal>否</Tag>), width: 80 },
    { key: 'remark', title: '备注', render: (c) => c.remark ?? '', wrap: true },
    { key: 'createTime', title: '创建时间', render: (c) => formatDateTime(c.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (c) => (
        <CrudRowActions
          row={c}
          list={list}
          canUpdate={can(Permissions.fileConfig.update)}
          canDelete={can(Permissions.fileConfig.delete) && !c.master}
        >
          {!c.master && can(Permissions.fileConfig.update) && (
            <Button size="small" variant="minimal" intent="success" text="设为主配置" onClick={() => master.mutate(c.id)} />
          )}
          <Button
            size="small"
            variant="minimal"
            text="测试"
            loading={test.isPending && test.variables === c.id}
            onClick={() => test.mutate(c.id)}
          />
        </CrudRowActions>
      ),
    },
  ];
  return (
    <CrudListPage
      title="文件配置"
      list={list}
      canCreate={can(Permissions.fileConfig.create)}
      filters={
        <FilterBar {...form.bar}>
          <FilterField id="fcf-name" label="配置名" maxLength={63} {...form.bind('name')} />
          <FilterField id="fcf-storage" label="存储器" dict={DictTypeCode.INFRA_FILE_STORAGE} {...form.bind('storage')} />
        </FilterBar>
      }
      columns={columns}
      emptyText="没有文件配置"
      dialog={<FileConfigDialog list={list} />}
      describe={(c) => `文件配置「${c.name}」`}
    />
  );
}
