import { Button, FormGroup, Tag } from '@blueprintjs/core';
import { DictTypeCode, type NotifyMessageVO } from '@dha/contracts';
import { useState } from 'react';
import { DictTag } from '../../../dict';
import { FilterBar } from '../../../ui/FilterBar';
import type { Column } from '../../../ui/DataTable';
import { DateRangeField } from '../../../ui/DateRangeField';
import { formatDateTime } from '../../../ui/format';
import { PagedTable } from '../../../ui/PagedTable';
import { PageFrame } from '../../../ui/PageFrame';
import { usePaging } from '../../../ui/usePaging';
import '../notify.css';
import { useMarkAllRead, useMarkRead, useMyMessages } from '../queries';
import { emptyMyMessageFilter, myMessageParams, type MyMessageFilter } from './my-message-filter';
import { AppSelect } from '../../../ui/AppSelect';

const READ_OPTIONS = [
  { value: '', label: '全部' },
  { value: 'false', label: '未读' },
  { value: 'true', label: '已读' },
];

/** 我的站内信 (`/user/notify-message`): the user's messages, paged, filtered, marked read one by one or all. */
export default function MyNotifyMessagePage() {
  const paging = usePaging<MyMessageFilter>(emptyMyMessageFilter());
  const [form, setForm] = useState<MyMessageFilter>(emptyMyMessageFilter);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const list = useMyMessages(myMessageParams(paging.filter, paging.pageNo, paging.pageSize));
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const set = (patch: Partial<MyMessageFilter>) => setForm((f) => ({ ...f, ...patch }));

  const rows = list.data?.list;
  const unreadIds = new Set((rows ?? []).filter((m) => !m.readStatus).map((m) => m.id));
  // only rows on the page that are still unread count as selected (the page or the data may have changed)
  const chosen = [...selected].filter((id) => unreadIds.has(id));
  const read = (ids: number[]) => markRead.mutate(ids, { onSuccess: () => setSelected(new Set()) });
  const busy = markRead.isPending || markAllRead.isPending;

  const columns: Column<NotifyMessageVO>[] = [
    { key: 'sender', title: '发送人', render: (m) => m.templateNickname, width: 140 },
    { key: 'createTime', title: '发送时间', render: (m) => formatDateTime(m.createTime), width: 170 },
    {
      key: 'type',
      title: '类型',
      render: (m) => <DictTag type={DictTypeCode.NOTIFY_TEMPLATE_TYPE_ALIAS} value={m.templateType} minimal />,
      width: 100,
    },
    { key: 'content', title: '消息内容', render: (m) => <span className="dha-notify-cell">{m.templateContent}</span> },
    {
      key: 'readStatus',
      title: '是否已读',
      render: (m) => (m.readStatus ? <Tag minimal>已读</Tag> : <Tag intent="warning">未读</Tag>),
      width: 90,
    },
    { key: 'readTime', title: '阅读时间', render: (m) => formatDateTime(m.readTime), width: 170 },
    {
      key: 'actions',
      title: '操作',
      render: (m) =>
        m.readStatus ? null : (
          <Button
            size="small"
            variant="minimal"
            intent="primary"
            text="已读"
            aria-label={`标记 ${m.id} 已读`}
            disabled={busy}
            onClick={() => read([m.id])}
          />
        ),
      width: 80,
    },
  ];

  return (
    <PageFrame
      title="我的站内信"
      actions={
        <>
          <Button
            icon="tick"
            text={`标记已读${chosen.length ? `（${chosen.length}）` : ''}`}
            disabled={busy || chosen.length === 0}
            onClick={() => read(chosen)}
          />
          <Button icon="tick-circle" intent="primary" text="全部已读" disabled={busy} onClick={() => markAllRead.mutate()} />
        </>
      }
    >
      <FilterBar
        onSearch={() => {
          setSelected(new Set());
          paging.search(form);
        }}
        onReset={() => {
          setForm(emptyMyMessageFilter());
          setSelected(new Set());
          paging.search(emptyMyMessageFilter());
        }}
      >
        <FormGroup label="是否已读" labelFor="nm-read">
          <AppSelect
            id="nm-read"
            value={form.readStatus}
            onChange={(e) => set({ readStatus: e.currentTarget.value as MyMessageFilter['readStatus'] })}
            options={READ_OPTIONS}
          />
        </FormGroup>
        <DateRangeField
          label="发送时间"
          id="nm-from"
          fromLabel="开始日期"
          toLabel="结束日期"
          from={form.createdFrom}
          to={form.createdTo}
          onChange={(createdFrom, createdTo) => set({ createdFrom, createdTo })}
        />
      </FilterBar>
      <PagedTable
        columns={columns}
        page={list.data}
        loading={list.isLoading}
        emptyText="暂无消息"
        selection={{ selected, onChange: setSelected, isSelectable: (id) => unreadIds.has(id) }}
        paging={{
          pageNo: paging.pageNo,
          pageSize: paging.pageSize,
          changePage: (no, size) => {
            setSelected(new Set());
            paging.changePage(no, size);
          },
        }}
      />
    </PageFrame>
  );
}
