import { HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { formatDateTime } from '../../../ui/format';
import { PageFrame } from '../../../ui/PageFrame';
import { formatSize } from '../file/file-kind';
import { useServerMonitor } from './api';
import './monitor.css';

const uptime = (s: number) =>
  s >= 86_400
    ? `${Math.floor(s / 86_400)} 天 ${Math.floor((s % 86_400) / 3600)} 时`
    : `${Math.floor(s / 3600)} 时 ${Math.floor((s % 3600) / 60)} 分`;

/** 服务监控: every running API and worker process, PostgreSQL and the dependencies, refreshed live. */
export default function ServerMonitorPage() {
  const monitor = useServerMonitor();
  if (monitor.isError) return <NonIdealState icon="error" title="无法读取服务监控" description={(monitor.error as Error).message} />;
  const m = monitor.data;
  if (!m) return <Spinner />;
  return (
    <PageFrame title="服务监控" actions={<Tag minimal>每 5 秒刷新</Tag>}>
      <h4 className="dha-monitor-section">依赖</h4>
      <div className="dha-monitor-grid" aria-label="依赖健康">
        {m.dependencies.map((d) => (
          <div className="dha-monitor-cell" key={d.name}>
            <div className="label">{d.name}</div>
            <div className="value">
              <Tag intent={d.status === 'up' ? 'success' : 'danger'}>{d.status === 'up' ? '正常' : '不可用'}</Tag>{' '}
              {d.latencyMs !== null && `${d.latencyMs} ms`}
            </div>
            <div className="label">{d.detail}</div>
          </div>
        ))}
      </div>
      <h4 className="dha-monitor-section">进程（{m.processes.length}）</h4>
      <HTMLTable compact striped aria-label="进程" style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>角色</th>
            <th>主机:进程</th>
            <th>版本</th>
            <th>运行时间</th>
            <th>CPU</th>
            <th>内存 (RSS / 堆)</th>
            <th>事件循环延迟 p50 / p99</th>
            <th>消费的队列</th>
            <th>发件箱中继</th>
            <th>上报时间</th>
          </tr>
        </thead>
        <tbody>
          {m.processes.map((p) => (
            <tr key={p.id}>
              <td>
                <Tag intent={p.role === 'api' ? 'primary' : 'none'}>{p.role === 'api' ? 'API' : '工作进程'}</Tag>
              </td>
              <td>{p.id}</td>
              <td>
                {p.version} / {p.nodeVersion}
              </td>
              <td>{uptime(p.uptimeSeconds)}</td>
              <td>{p.cpuPercent}%</td>
              <td>
                {formatSize(p.rssBytes)} / {formatSize(p.heapUsedBytes)}
              </td>
              <td>
                {p.eventLoopDelayP50Ms} / {p.eventLoopDelayP99Ms} ms
              </td>
              <td style={{ fontSize: 12 }}>{p.consumers.length ? p.consumers.join(', ') : '（不消费）'}</td>
              <td>{p.relayLeading === null ? '—' : p.relayLeading ? <Tag intent="success">主</Tag> : '备'}</td>
              <td>{formatDateTime(p.reportTime)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <h4 className="dha-monitor-section">PostgreSQL</h4>
      <div className="dha-monitor-grid" aria-label="PostgreSQL">
        <div className="dha-monitor-cell">
          <div className="label">版本</div>
          <div className="value" style={{ fontSize: 13 }}>
            {m.database.version.split(' on ')[0]}
          </div>
        </div>
        <div className="dha-monitor-cell">
          <div className="label">数据库大小</div>
          <div className="value">{formatSize(m.database.sizeBytes)}</div>
        </div>
        <div className="dha-monitor-cell">
          <div className="label">连接（本库 / 上限）</div>
          <div className="value">
            {m.database.connections.reduce((n, c) => n + c.count, 0)} / {m.database.maxConnections}
          </div>
          <div className="label">{m.database.connections.map((c) => `${c.state} ${c.count}`).join('，')}</div>
        </div>
      </div>
      <h4 className="dha-monitor-section">最慢的语句</h4>
      {m.database.slowestStatements ? (
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>语句</th>
              <th>次数</th>
              <th>平均 ms</th>
              <th>总计 ms</th>
            </tr>
          </thead>
          <tbody>
            {m.database.slowestStatements.map((s, i) => (
              <tr key={i}>
                <td style={{ fontSize: 12, wordBreak: 'break-all' }}>{s.query}</td>
                <td>{s.calls}</td>
                <td>{s.meanMs}</td>
                <td>{s.totalMs}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p>未安装 pg_stat_statements 扩展（create extension pg_stat_statements，并在 shared_preload_libraries 中加载）。</p>
      )}
    </PageFrame>
  );
}
