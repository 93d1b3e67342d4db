import { Button } from '@blueprintjs/core';
import { DictTypeCode, Permissions, type NotifyTemplateVO } from '@dha/contracts';
import { useState } from 'react';
import { useAccess } from '../../../auth/session';
import { HasPermi } from '../../access';
import { DictTag } from '../../../dict';
import { CrudListPage, CrudRowActions } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { EMPTY_TEMPLATE_FILTER, useTemplateList, type TemplateFilter } from '../queries';
import '../notify.css';
import { SendTestDialog } from './SendTestDialog';
import { TemplateDialog } from './TemplateDialog';

const P = Permissions.notifyTemplate;

/** 站内信模板 (`system/notify/template/index`): search, create/edit, delete, send a test message. */
export default function NotifyTemplatePage() {
  const { hasAnyPermission: can } = useAccess();
  const list = useTemplateList();
  const filter = useFilterForm<TemplateFilter>(EMPTY_TEMPLATE_FILTER, list.search, (f) => ({
    ...f,
    name: f.name.trim(),
    code: f.code.trim(),
  }));
  const [testing, setTesting] = useState<NotifyTemplateVO | null>(null);

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
        <CrudRowActions row={t} list={list} canUpdate={can(P.update)} canDelete={can(P.delete)}>
          <HasPermi value={[P.sendNotify]}>
            <Button size="small" variant="minimal" intent="success" text="测试" onClick={() => setTesting(t)} />
          </HasPermi>
        </CrudRowActions>
      ),
    },
  ];

  return (
    <CrudListPage
      title="站内信模板"
      list={list}
      canCreate={can(P.create)}
      filters={
        <FilterBar {...filter.bar}>
          <FilterField id="ntf-name" label="模板名称" maxLength={63} {...filter.bind('name')} />
          <FilterField id="ntf-code" label="模板编码" maxLength={64} {...filter.bind('code')} />
          <FilterField id="ntf-status" label="状态" dict={DictTypeCode.COMMON_STATUS} {...filter.bind('status')} />
        </FilterBar>
      }
      columns={columns}
      dialog={
        <>
          <TemplateDialog crud={list} />
          <SendTestDialog template={testing} onClose={() => setTesting(null)} />
        </>
      }
      describe={(t) => `站内信模板「${t.name}」`}
    />
  );
}
