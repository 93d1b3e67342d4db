import { HTMLTable, NonIdealState, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { PageFrame } from '../../../ui/PageFrame';
import { useRedisMonitor } from './api';
import './monitor.css';

const Cell = ({ label, value }: { label: string; value: string | number | undefined }) => (
  <div className="dha-monitor-cell">
    <div className="label">{label}</div>
    <div className="value">{value ?? '—'}</div>
  </div>
);

/** 缓存监控: Redis as upstream shows it (version, mode, clients, memory, ops, command stats, a memory gauge), and our queues and outbox. */
export default function RedisMonitorPage() {
  const monitor = useRedisMonitor();
  if (monitor.isError) return <NonIdealState icon="error" title="无法读取缓存监控" description={(monitor.error as Error).message} />;
  const m = monitor.data;
  if (!m) return <Spinner />;
  const i = m.info;
  const used = Number(i.used_memory ?? 0);
  const max = Number(i.maxmemory ?? 0) || Number(i.total_system_memory ?? 0);
  const top = m.commandStats.slice(0, 12);
  const most = Math.max(1, ...top.map((c) => c.calls));
  return (
    <PageFrame title="缓存监控" actions={<Tag minimal>每 5 秒刷新</Tag>}>
      <div className="dha-monitor-grid" aria-label="Redis 基本信息">
        <Cell label="Redis 版本" value={i.redis_version} />
        <Cell label="运行模式" value={i.redis_mode === 'standalone' ? '单机' : i.redis_mode} />
        <Cell label="端口" value={i.tcp_port} />
        <Cell label="客户端数" value={i.connected_clients} />
        <Cell label="运行时间（天）" value={i.uptime_in_days} />
        <Cell label="使用内存" value={i.used_memory_human} />
        <Cell label="使用 CPU" value={i.used_cpu_user_children ?? i.used_cpu_user} />
        <Cell label="内存配置" value={i.maxmemory_human} />
        <Cell label="AOF 是否开启" value={i.aof_enabled === '0' ? '否' : '是'} />
        <Cell label="RDB 是否成功" value={i.rdb_last_bgsave_status} />
        <Cell label="Key 数量" value={m.dbSize} />
        <Cell label="网络入口/出口" value={`${i.instantaneous_input_kbps ?? '0'}kps / ${i.instantaneous_output_kbps ?? '0'}kps`} />
        <Cell label="每秒操作" value={i.instantaneous_ops_per_sec} />
        <Cell label="事件发件箱延迟" value={`${m.outboxLagSeconds} 秒`} />
      </div>
      <h4 className="dha-monitor-section">内存使用</h4>
      <div aria-label="内存使用" style={{ maxWidth: 480 }}>
        <ProgressBar value={max ? used / max : 0} intent={max && used / max > 0.8 ? 'danger' : 'primary'} stripes={false} animate={false} />
        <div style={{ fontSize: 12, marginTop: 4 }}>
          {i.used_memory_human} / {max ? `${(max / 1024 / 1024).toFixed(0)}M` : '不限'}
        </div>
      </div>
      <h4 className="dha-monitor-section">命令统计</h4>
      <div aria-label="命令统计">
        {top.map((c) => (
          <div className="dha-bar-row" key={c.command}>
            <span>{c.command}</span>
            <div className="dha-bar" style={{ width: `${(c.calls / most) * 100}%` }} />
            <span>{c.calls}</span>
          </div>
        ))}
      </div>
      <h4 className="dha-monitor-section">任务队列</h4>
      <HTMLTable compact striped aria-label="任务队列">
        <thead>
          <tr>
            <th>队列</th>
            <th>等待</th>
            <th>执行中</th>
            <th>延迟</th>
            <th>失败</th>
            <th>已完成</th>
          </tr>
        </thead>
        <tbody>
          {m.queues.map((q) => (
            <tr key={q.queue}>
              <td>{q.queue}</td>
              <td>{q.waiting}</td>
              <td>{q.active}</td>
              <td>{q.delayed}</td>
              <td>{q.failed ? <Tag intent="danger">{q.failed}</Tag> : 0}</td>
              <td>{q.completed}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </PageFrame>
  );
}
