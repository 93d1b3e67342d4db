import { CreatedRangeField } from '../../../ui/DateRangeField';
import { Tag } from '@blueprintjs/core';
import { DictTypeCode, type NotifyMessageVO } from '@dha/contracts';
import { DictTag } from '../../../dict';
import type { Column } from '../../../ui/DataTable';

import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { PagedTable } from '../../../ui/PagedTable';
import { PageFrame } from '../../../ui/PageFrame';
import { usePaging } from '../../../ui/usePaging';
import '../notify.css';
import { useMessagePage } from '../queries';
import { emptyMessageFilter, messageParams, type MessageFilter } from './message-filter';

const columns: Column<NotifyMessageVO>[] = [
  { key: 'id', title: '编号', render: (m) => m.id, width: 80 },
  { key: 'userId', title: '接收人', render: (m) => m.userId, width: 90 },
  { key: 'templateCode', title: '模板编码', render: (m) => m.templateCode, width: 160 },
  { key: 'sender', title: '发送人', render: (m) => m.templateNickname, width: 120 },
  { key: 'content', title: '消息内容', render: (m) => <span className="dha-notify-cell">{m.templateContent}</span> },
  {
    key: 'type',
    title: '类型',
    render: (m) => <DictTag type={DictTypeCode.NOTIFY_TEMPLATE_TYPE_ALIAS} value={m.templateType} minimal />,
    width: 100,
  },
  {
    key: 'readStatus',
    title: '是否已读',
    render: (m) => (m.readStatus ? <Tag minimal>已读</Tag> : <Tag intent="warning">未读</Tag>),
    width: 90,
  },
  { key: 'readTime', title: '阅读时间', render: (m) => formatDateTime(m.readTime), width: 170 },
  { key: 'createTime', title: '发送时间', render: (m) => formatDateTime(m.createTime), width: 170 },
];

/** 站内信记录 (`system/notify/message/index`): every message sent in the tenant, for the administrator. */
export default function NotifyMessagePage() {
  const paging = usePaging<MessageFilter>(emptyMessageFilter());
  const filter = useFilterForm(emptyMessageFilter(), paging.search);
  const page = useMessagePage(messageParams(paging.filter, paging.pageNo, paging.pageSize));
  return (
    <PageFrame title="站内信记录">
      <FilterBar {...filter.bar}>
        <FilterField id="nm-user" label="接收人编号" maxLength={10} {...filter.bind('userId')} />
        <FilterField id="nm-code" label="模板编码" maxLength={64} {...filter.bind('templateCode')} />
        <FilterField id="nm-type" label="模板类型" dict={DictTypeCode.NOTIFY_TEMPLATE_TYPE_ALIAS} {...filter.bind('templateType')} />
        <CreatedRangeField id="nm-from" label="发送时间" form={filter} />
      </FilterBar>
      <PagedTable columns={columns} page={page.data} loading={page.isLoading} paging={paging} emptyText="没有站内信" />
    </PageFrame>
  );
}
