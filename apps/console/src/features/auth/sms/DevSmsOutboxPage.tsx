import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { AuthCard } from '../AuthCard';
import { useDevSmsOutbox } from '../queries';

/**
 * /dev-sms: the texts the server would have sent to phones, for development and demos without an
 * SMS gateway (the server answers 404 in production or with a gateway configured).
 */
export function DevSmsOutboxPage() {
  const outbox = useDevSmsOutbox();
  return (
    <AuthCard subtitle="开发用短信收件箱">
      {outbox.isPending ? (
        <Spinner size={24} />
      ) : outbox.isError ? (
        <NonIdealState icon="disable" title="未开放" description="只在未配置短信网关的开发环境中可用。" />
      ) : outbox.data.length === 0 ? (
        <NonIdealState icon="inbox" title="还没有短信" description="在登录页的“手机登录”中获取验证码后，短信会出现在这里。" />
      ) : (
        <HTMLTable compact striped className="dha-dev-sms">
          <thead>
            <tr>
              <th>时间</th>
              <th>手机号</th>
              <th>内容</th>
            </tr>
          </thead>
          <tbody>
            {outbox.data.map((m) => (
              <tr key={`${m.time}-${m.mobile}`}>
                <td>{new Date(m.time).toLocaleTimeString('zh-CN')}</td>
                <td>{m.mobile}</td>
                <td>{m.text}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <p>
        <Link to="/login">返回登录</Link>
      </p>
    </AuthCard>
  );
}
