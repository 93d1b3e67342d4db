import { Button, NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasToken } from '../../../auth/session';
import { clientLoginUrl } from './redirect';

export function PageLoading({ text = '加载中…' }: { text?: string }) {
  return (
    <div className="dha-client-state" role="status">
      <Spinner size={32} />
      <div className="dha-client-state-text">{text}</div>
    </div>
  );
}

export function PageEmpty({
  icon = 'inbox',
  title,
  description,
  action,
}: {
  icon?: IconName;
  title: string;
  description?: ReactNode;
  action?: React.JSX.Element;
}) {
  return (
    <div className="dha-client-state">
      <NonIdealState icon={icon} title={title} description={description} action={action} />
    </div>
  );
}

export function PageError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <PageEmpty
      icon="error"
      title="加载失败"
      description={message}
      action={onRetry ? <Button icon="refresh" text="重试" onClick={onRetry} /> : undefined}
    />
  );
}

/** "加载更多" under a paged list. */
export function LoadMore({
  hasMore,
  loading,
  onMore,
  total,
  shown,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  total: number;
  shown: number;
}) {
  return (
    <div className="dha-client-more">
      {hasMore ? (
        <Button variant="outlined" fill loading={loading} disabled={loading} text={`加载更多（${shown}/${total}）`} onClick={onMore} />
      ) : (
        <span className="dha-client-muted">已显示全部 {total} 条</span>
      )}
    </div>
  );
}

/** Pages of the client area that need a login: without a token, go to /client-login and come back. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasToken()) return <Navigate to={clientLoginUrl(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
