import { Button } from '@blueprintjs/core';
import { ApiErrorLogProcessStatus, DictTypeCode, Permissions, type ApiErrorLogVO } from '@dha/contracts';
import { useState } from 'react';
import { useAccess } from '../../../auth/session';
import { DictTag } from '../../../dict';
import { HasPermi } from '../../access';
import { CrudListPage } from '../../../ui/CrudListPage';
import type { Column } from '../../../ui/DataTable';
import { CreatedRangeField } from '../../../ui/DateRangeField';
import { ExportButton } from '../../../ui/ExportButton';
import { FilterBar, useFilterForm } from '../../../ui/FilterBar';
import { FilterField } from '../../../ui/FilterField';
import { formatDateTime } from '../../../ui/format';
import { DetailDialog, PrettyJson } from '../../../ui/DetailDialog';
import { emptyApiLogFilter, useErrorLogList, useExportApiLog, useProcessErrorLog } from './queries';

/** `/infra/api-error-log`: every unexpected error with its stack; an operator marks each handled or ignored. */
export default function ApiErrorLogPage() {
  const { hasAnyPermission: can } = useAccess();
  const list = useErrorLogList();
  const exporter = useExportApiLog('error', list.filter);
  const processLog = useProcessErrorLog();
  const [shown, setShown] = useState<ApiErrorLogVO | null>(null);
  const form = useFilterForm(emptyApiLogFilter(), list.search);
  const columns: Column<ApiErrorLogVO>[] = [
    { key: 'id', title: '日志编号', render: (l) => l.id, width: 90 },
    { key: 'userId', title: '用户编号', render: (l) => l.userId ?? '', width: 90 },
    { key: 'requestMethod', title: '请求方法', render: (l) => l.requestMethod, width: 80 },
    { key: 'requestUrl', title: '请求地址', render: (l) => l.requestUrl, wrap: true, maxWidth: 320 },
    { key: 'exceptionTime', title: '异常发生时间', render: (l) => formatDateTime(l.exceptionTime), width: 170 },
    {
      key: 'exceptionName',
      title: '异常名',
      render: (l) => `${l.exceptionName}: ${l.exceptionMessage.slice(0, 80)}`,
      wrap: true,
      maxWidth: 360,
    },
    {
      key: 'processStatus',
      title: '处理状态',
      render: (l) => <DictTag type={DictTypeCode.INFRA_API_ERROR_LOG_PROCESS_STATUS} value={l.processStatus} />,
      width: 90,
    },
    {
      key: 'actions',
      title: '操作',
      render: (l) => (
        <div className="dha-row-actions">
          <Button size="small" variant="minimal" intent="primary" text="详细" onClick={() => setShown(l)} />
          {l.processStatus === ApiErrorLogProcessStatus.INIT && can(Permissions.apiErrorLog.updateStatus) && (
            <>
              <Button
                size="small"
                variant="minimal"
                intent="success"
                text="已处理"
                onClick={() => processLog.mutate({ id: l.id, processStatus: ApiErrorLogProcessStatus.DONE })}
              />
              <Button
                size="small"
                variant="minimal"
                intent="warning"
                text="已忽略"
                onClick={() => processLog.mutate({ id: l.id, processStatus: ApiErrorLogProcessStatus.IGNORE })}
              />
            </>
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      <CrudListPage
        title="错误日志"
        list={list}
        canCreate={false}
        filters={
          <FilterBar {...form.bar}>
            <FilterField id="el-user" label="用户编号" maxLength={10} {...form.bind('userId')} />
            <FilterField id="el-type" label="用户类型" dict={DictTypeCode.USER_TYPE} {...form.bind('userType')} />
            <FilterField id="el-url" label="请求地址" maxLength={500} {...form.bind('requestUrl')} />
            <FilterField
              id="el-status"
              label="处理状态"
              dict={DictTypeCode.INFRA_API_ERROR_LOG_PROCESS_STATUS}
              {...form.bind('processStatus')}
            />
            <CreatedRangeField id="el-from" label="异常时间" form={form} />
            <HasPermi value={[Permissions.apiErrorLog.export]}>
              <ExportButton exporter={exporter} />
            </HasPermi>
          </FilterBar>
        }
        columns={columns}
        emptyText="没有错误日志"
        dialog={null}
        describe={(l) => `错误日志 ${l.id}`}
      />
      <DetailDialog
        title="错误日志详细"
        width={900}
        onClose={() => setShown(null)}
        rows={
          shown && [
            ['日志编号', shown.id],
            ['链路追踪', shown.traceId],
            ['用户信息', `${shown.userId ?? '匿名'}（类型 ${shown.userType}）`],
            ['用户 IP', shown.userIp],
            ['浏览器 UA', shown.userAgent],
            ['请求信息', `${shown.requestMethod} ${shown.requestUrl}`],
            ['请求参数', <PrettyJson key="p" text={shown.requestParams} />],
            ['异常时间', formatDateTime(shown.exceptionTime)],
            ['异常名', shown.exceptionName],
            ['异常消息', shown.exceptionMessage],
            ['根本原因', shown.exceptionRootCauseMessage],
            ['抛出位置', `${shown.exceptionFileName}:${shown.exceptionLineNumber} ${shown.exceptionMethodName}`],
            [
              '异常堆栈',
              <pre key="s" style={{ margin: 0, whiteSpace: 'pre-wrap', maxHeight: 300, overflow: 'auto', fontSize: 12 }}>
                {shown.exceptionStackTrace}
              </pre>,
            ],
            ['处理状态', <DictTag key="ps" type={DictTypeCode.INFRA_API_ERROR_LOG_PROCESS_STATUS} value={shown.processStatus} />],
            ['处理时间', shown.processTime ? formatDateTime(shown.processTime) : ''],
            ['处理人', shown.processUserId ?? ''],
          ]
        }
      />
    </>
  );
}
