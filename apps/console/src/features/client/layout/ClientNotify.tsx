import { Button, NonIdealState, PopoverNext, Spinner } from '@blueprintjs/core';
import type { NotifyMessageVO } from '@dha/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAccess } from '../../../auth/session';
import { useMarkAllRead, useNotifyLive, useResetUnreadCount, useUnreadCount, useUnreadList } from '../../notify/queries';
import { MY_NOTIFY_MESSAGE_PATH } from '../../notify/routes';
import { formatDateTime } from '../shared/format';
import './client-notify.css';

/** The badge shows at most two digits. */
export const unreadBadgeText = (n: number): string => (n > 99 ? '99+' : String(n));

function UnreadMessages({ staff, onLeave }: { staff: boolean; onLeave: () => void }) {
  const list = useUnreadList(true);
  const markAll = useMarkAllRead();
  const messages: NotifyMessageVO[] = list.data ?? [];
  return (
    <div className="dha-client-notify-popover" aria-label="未读消息">
      <div className="dha-client-notify-title">未读消息</div>
      {list.isPending ? (
        <div className="dha-client-notify-state">
          <Spinner size={24} aria-label="加载中" />
        </div>
      ) : messages.length > 0 ? (
        <ul className="dha-client-notify-list">
          {messages.map((m) => (
            <li key={m.id} className="dha-client-notify-item">
              <div className="dha-client-notify-head">
                <strong>{m.templateNickname}</strong>
                <span className="dha-client-notify-time">{formatDateTime(m.createTime)}</span>
              </div>
              <div className="dha-client-notify-content">{m.templateContent}</div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="dha-client-notify-state">
          <NonIdealState icon="inbox" title={list.isError ? '消息加载失败' : '暂无未读消息'} />
        </div>
      )}
      <div className="dha-client-notify-footer">
        {/* visitors have no message page (spec §1/§2): they mark them read here */}
        {messages.length > 0 && <Button variant="minimal" text="全部已读" loading={markAll.isPending} onClick={() => markAll.mutate()} />}
        {staff && (
          <Link to={MY_NOTIFY_MESSAGE_PATH} className="bp6-button bp6-minimal bp6-intent-primary" onClick={onLeave}>
            查看全部
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * The signed-in visitor's messages in the client header: live `notify` events set the unread badge
 * and toast (useNotifyLive; the management layout's bell does the same there, and the two layouts
 * are never mounted together). Opening the list resets the count, as the staff bell does.
 */
export function ClientNotify({ pollMs }: { /** tests shorten the 2-minute poll */ pollMs?: number } = {}) {
  const [open, setOpen] = useState(false);
  const count = useUnreadCount(pollMs);
  const resetCount = useResetUnreadCount();
  const { isCommon } = useAccess();
  useNotifyLive();
  const unread = count.data ?? 0;

  const toggle = (next: boolean) => {
    setOpen(next);
    if (next) resetCount();
  };

  return (
    <PopoverNext
      isOpen={open}
      onInteraction={toggle}
      placement="bottom-end"
      content={open ? <UnreadMessages staff={!isCommon} onLeave={() => setOpen(false)} /> : <div />}
    >
      <span className="dha-client-notify">
        <Button variant="minimal" icon="notifications" aria-label={unread > 0 ? `消息，${unread} 条未读` : '消息'} />
        {unread > 0 && (
          <span className="dha-client-notify-badge" aria-hidden="true">
            {unreadBadgeText(unread)}
          </span>
        )}
      </span>
    </PopoverNext>
  );
}
