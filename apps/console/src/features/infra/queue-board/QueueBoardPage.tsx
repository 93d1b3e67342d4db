import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../api/http';

interface QueueBoardSessionVO {
  url: string;
  expiresIn: number;
}

/** 基础设施 → 任务队列: gets the board's ticket (an HttpOnly cookie scoped to the board) and shows the board. */
export default function QueueBoardPage() {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const open = useCallback(() => {
    setFailed(false);
    api.post<QueueBoardSessionVO>('/infra/queue-board/session').then(
      (session) => setUrl(session.url),
      () => setFailed(true),
    );
  }, []);
  useEffect(open, [open]);
  if (failed) return <NonIdealState icon="error" title="无法打开任务队列" action={<Button text="重试" onClick={open} />} />;
  if (!url) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 120px)' }}>
      <Callout compact>
        会话 10 分钟有效，过期后请重新打开本页。{' '}
        <a href={url} target="_blank" rel="noreferrer">
          在新窗口打开
        </a>
      </Callout>
      <iframe title="任务队列" src={url} style={{ flex: 1, border: 0, width: '100%' }} />
    </div>
  );
}
