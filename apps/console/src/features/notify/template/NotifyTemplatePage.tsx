import { Button } from '@blueprintjs/core';
import { DictTypeCode, hasAnyPermission, Permissions, type NotifyTemplateVO } from '@dha/contracts';
import { useState } from 'react';
import { useSession } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { CrudListPage, CrudRowActions, FilterBar, TextFilter } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { DictField } from '../../../ui/DictSelect';
import { formatDateTime } from '../../../ui/format';
import { usePaging } from '../../../ui/usePaging';
import { useTemplateCrud, useTemplatePage } from '../queries';
import '../notify.css';
import { SendTestDialog } from './SendTestDialog';
import { TemplateDialog } from './TemplateDialog';

const P = Permissions.notifyTemplate;

interface TemplateFilter {
  name: string;
  code: string;
  status: string;
}
const EMPTY: TemplateFilter = { name: '', code: '', status: '' };

/** 站内信模板 (`system/notify/template/index`): search, create/edit, delete, send a test message. */
export default function NotifyTemplatePage() {
  const session = useSession();
  const can = (p: string) => hasAnyPermission(session.permissions, [p]);
  const paging = usePaging<TemplateFilter>(EMPTY);
  const [form, setForm] = useState<TemplateFilter>(EMPTY);
  const [testing, setTesting] = useState<NotifyTemplateVO | null>(null);
  const list = useTemplatePage({
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    name: paging.filter.name || undefined,
    code: paging.filter.code || undefined,
    status: paging.filter.status === '' ? undefined : Number(paging.filter.status),
  });
  const crud = useTemplateCrud();
  const set = (patch: Partial<TemplateFilter>) => setForm((f) => ({ ...f, ...patch }));

  const columns: Column<NotifyTemplateVO>[] = [
    { key: 'code', title: '模板编码', render: (t) => t.code },
    { key: 'name', title: '模板名称', render: (t) => t.name },
    { key: 'type', title: '类型', render: (t) => <DictTag type={DictTypeCode.NOTIFY_TEMPLATE_TYPE} value={t.type} minimal /> },
    { key: 'nickname', title: '发送人名称', render: (t) => t.nickname },
    { key: 'content', title: '模板内容', render: (t) => <span className="dha-notify-cell">{t.content}</span> },
    { key: 'status', title: '开启状态', render: (t) => <DictTag type={DictTypeCode.COMMON_STATUS} value={t.status} /> },
    { key: 'remark', title: '备注', render: (t) => t.remark },
    { key: 'createTime', title: '创建时间', render: (t) => formatDateTime(t.createTime) },
    {
      key: 'actions',
      title: '操作',
      render: (t) => (
        <CrudRowActions row={t} crud={crud} canUpdate={can(P.update)} canDelete={can(P.delete)}>
          {can(P.sendNotify) && <Button size="small" variant="minimal" intent="success" text="测试" onClick={() => setTesting(t)} />}
        </CrudRowActions>
      ),
    },
  ];

  return (
    <CrudListPage
      title="站内信模板"
      crud={crud}
      canCreate={can(P.create)}
      filters={
        <FilterBar
          onSearch={() => paging.search({ name: form.name.trim(), code: form.code.trim(), status: form.status })}
          onReset={() => {
            setForm(EMPTY);
            paging.search(EMPTY);
          }}
        >
          <TextFilter label="模板名称" id="ntf-name" value={form.name} maxLength={63} onChange={(name) => set({ name })} />
          <TextFilter label="模板编码" id="ntf-code" value={form.code} maxLength={64} onChange={(code) => set({ code })} />
          <DictField
            id="ntf-status"
            label="状态"
            type={DictTypeCode.COMMON_STATUS}
            value={form.status}
            onChange={(status) => set({ status })}
          />
        </FilterBar>
      }
      columns={columns}
      page={list.data}
      loading={list.isLoading}
      paging={paging}
      dialog={
        <>
          <TemplateDialog crud={crud} />
          <SendTestDialog template={testing} onClose={() => setTesting(null)} />
        </>
      }
      describe={(t) => `站内信模板「${t.name}」`}
    />
  );
}
