import { Tag } from '@blueprintjs/core';
import { LOGIN_LOG_TYPE_LABELS, LOGIN_RESULT_LABELS, LoginResult, Permissions, type LoginLogVO } from '@dha/contracts';
import { HasPermi } from '../../access';
import { CrudListPage } from '../../../ui/CrudListPage';
import { ClampedText, type Column } from '../../../ui/DataTable';
import { CreatedRangeField } from '../../../ui/DateRangeField';
import { ExportButton } from '../../../ui/ExportButton';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { emptyLoginLogFilter } from './log-filters';
import { useExportLoginLogs, useLoginLogList } from './queries';

const STATUS_OPTIONS = [
  { value: 'true', label: '成功' },
  { value: 'false', label: '失败' },
];

const columns: Column<LoginLogVO>[] = [
  { key: 'id', title: '日志编号', render: (l) => l.id, width: 90 },
  { key: 'logType', title: '操作类型', render: (l) => LOGIN_LOG_TYPE_LABELS[l.logType] ?? l.logType, width: 100 },
  { key: 'username', title: '用户名称', render: (l) => l.username, width: 140 },
  { key: 'userIp', title: '登录地址', render: (l) => l.userIp, width: 140 },
  { key: 'userAgent', title: '浏览器', wrap: true, maxWidth: 320, render: (l) => <ClampedText text={l.userAgent} lines={1} /> },
  {
    key: 'result',
    title: '登录结果',
    render: (l) => (
      <Tag intent={l.result === LoginResult.SUCCESS ? 'success' : 'danger'} title={l.reason}>
        {LOGIN_RESULT_LABELS[l.result] ?? l.result}
      </Tag>
    ),
    width: 140,
  },
  { key: 'createTime', title: '登录日期', render: (l) => formatDateTime(l.createTime), width: 170 },
];

/** `/system/login-log`: sign-ins (successful or not), sign-outs and locks, searched by user, address, result and time. */
export default function LoginLogPage() {
  const list = useLoginLogList();
  const exporter = useExportLoginLogs(list.filter);
  const form = useFilterForm(emptyLoginLogFilter(), list.search);
  return (
    <CrudListPage
      title="登录日志"
      list={list}
      canCreate={false}
      filters={
        <FilterBar {...form.bar}>
          <FilterField id="ll-username" label="用户名称" maxLength={64} {...form.bind('username')} />
          <FilterField id="ll-ip" label="登录地址" maxLength={50} {...form.bind('userIp')} />
          <FilterField id="ll-status" label="登录结果" options={STATUS_OPTIONS} {...form.bind('status')} />
          <CreatedRangeField id="ll-from" label="登录日期" form={form} />
          <HasPermi value={[Permissions.loginLog.export]}>
            <ExportButton exporter={exporter} />
          </HasPermi>
        </FilterBar>
      }
      columns={columns}
      emptyText="没有登录日志"
      dialog={null}
      describe={(l) => `登录日志 ${l.id}`}
    />
  );
}
