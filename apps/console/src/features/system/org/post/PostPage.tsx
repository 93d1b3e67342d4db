import { ExportButton } from '../../../../ui/ExportButton';
import { InputGroup } from '@blueprintjs/core';
import { DictTypeCode, Permissions, type PostSaveReq, type PostVO } from '@dha/contracts';
import { useAccess } from '../../../../auth/session';
import { HasPermi } from '../../../access';
import { DictTag } from '../../../../dict';
import { CrudListPage, CrudRowActions } from '../../../../ui/CrudListPage';
import type { Column } from '../../../../ui/DataTable';
import { FilterBar, useFilterForm } from '../../../../ui/FilterBar';
import { FilterField } from '../../../../ui/FilterField';
import { formatDateTime } from '../../../../ui/format';
import { FormDialog } from '../../../../ui/FormDialog';
import { StatusRadios, useCrudForm } from '../../../../ui/useCrudForm';
import type { CrudEditing } from '../../../../ui/useCrudList';
import { useExportPosts, usePostList } from '../queries';
import { postToForm, postToRequest } from './post-form';

const EMPTY_FILTER = { code: '', name: '', status: '' };

function PostDialog({ list }: { list: CrudEditing<PostVO, PostSaveReq> }) {
  const { row, form: f, set, field, textArea, dialog } = useCrudForm(list, 'post', postToForm, postToRequest);
  const input = (key: 'name' | 'code' | 'sort', maxLength: number) => (
    <InputGroup id={`post-${key}`} value={f[key]} maxLength={maxLength} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  return (
    <FormDialog {...dialog} title={row ? '修改岗位' : '新增岗位'}>
      {field('name', '岗位名称', input('name', 50))}
      {field('code', '岗位编码', input('code', 64), '字母、数字或 _ - . :，如 hr')}
      {field('sort', '岗位顺序', input('sort', 6))}
      <StatusRadios value={f.status} onChange={(status) => set({ status })} />
      {textArea('remark', '备注')}
    </FormDialog>
  );
}

/** `/system/post`: posts with code, name and status filters, and 导出 Excel of the filtered rows. */
export default function PostPage() {
  const { hasAnyPermission: can } = useAccess();
  const list = usePostList();
  const exporter = useExportPosts(list.filter);
  const form = useFilterForm(EMPTY_FILTER, list.search, (f) => ({ ...f, code: f.code.trim(), name: f.name.trim() }));
  const columns: Column<PostVO>[] = [
    { key: 'id', title: '岗位编号', render: (p) => p.id, width: 90 },
    { key: 'code', title: '岗位编码', render: (p) => p.code },
    { key: 'name', title: '岗位名称', render: (p) => p.name },
    { key: 'sort', title: '岗位顺序', render: (p) => p.sort, width: 90 },
    { key: 'remark', title: '备注', render: (p) => p.remark ?? '' },
    { key: 'status', title: '状态', render: (p) => <DictTag type={DictTypeCode.COMMON_STATUS} value={p.status} />, width: 90 },
    { key: 'createTime', title: '创建时间', render: (p) => formatDateTime(p.createTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (p) => (
        <CrudRowActions row={p} list={list} canUpdate={can(Permissions.post.update)} canDelete={can(Permissions.post.delete)} />
      ),
    },
  ];
  return (
    <CrudListPage
      title="岗位管理"
      list={list}
      canCreate={can(Permissions.post.create)}
      filters={
        <FilterBar {...form.bar}>
          <FilterField id="pf-code" label="岗位编码" maxLength={64} {...form.bind('code')} />
          <FilterField id="pf-name" label="岗位名称" maxLength={50} {...form.bind('name')} />
          <FilterField id="pf-status" label="状态" dict={DictTypeCode.COMMON_STATUS} {...form.bind('status')} />
          <HasPermi value={[Permissions.post.export]}>
            <ExportButton exporter={exporter} />
          </HasPermi>
        </FilterBar>
      }
      columns={columns}
      dialog={<PostDialog list={list} />}
      describe={(p) => `岗位「${p.name}」`}
    />
  );
}
