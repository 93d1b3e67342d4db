import { Button, NonIdealState, PopoverNext, Spinner } from '@blueprintjs/core';
import { DictTypeCode, type NotifyMessageVO } from '@dha/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DictTag } from '../../../dict';
import { formatDateTime } from '../../../ui/format';
import { useNotifyLive, useResetUnreadCount, useUnreadCount, useUnreadList } from '../queries';
import { MY_NOTIFY_MESSAGE_PATH } from '../routes';
import '../notify.css';

function MessageItem({ m }: { m: NotifyMessageVO }) {
  return (
    <li className="dha-notify-item">
      <div className="dha-notify-item-head">
        <strong className="dha-notify-sender">{m.templateNickname}</strong>
        <DictTag type={DictTypeCode.NOTIFY_TEMPLATE_TYPE_ALIAS} value={m.templateType} minimal />
        <span className="dha-notify-time">{formatDateTime(m.createTime)}</span>
      </div>
      <div className="dha-notify-content">{m.templateContent}</div>
    </li>
  );
}

function UnreadList({ onAll }: { onAll: () => void }) {
  const list = useUnreadList(true);
  return (
    <div className="dha-notify-popover" aria-label="未读站内信">
      <div className="dha-notify-popover-title">站内信</div>
      {list.isPending && !list.isError ? (
        <div className="dha-notify-state">
          <Spinner size={24} aria-label="加载中" />
        </div>
      ) : list.data && list.data.length > 0 ? (
        <ul className="dha-notify-list">
          {list.data.map((m) => (
            <MessageItem key={m.id} m={m} />
          ))}
        </ul>
      ) : (
        <div className="dha-notify-state">
          <NonIdealState icon="inbox" title={list.isError ? '消息加载失败' : '暂无未读消息'} />
        </div>
      )}
      <div className="dha-notify-popover-footer">
        <Button variant="minimal" intent="primary" text="查看全部" endIcon="arrow-right" onClick={onAll} />
      </div>
    </div>
  );
}

/**
 * The bell of the top bar (spec §2 "Notification popover"): a red dot while unread > 0; opening it
 * loads the unread list and resets the count to 0; live `notify` events set the count and toast.
 */
export function NotifyBell({ pollMs }: { /** tests shorten the 2-minute poll */ pollMs?: number } = {}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount(pollMs);
  const resetCount = useResetUnreadCount();
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
      content={
        open ? (
          <UnreadList
            onAll={() => {
              setOpen(false);
              navigate(MY_NOTIFY_MESSAGE_PATH);
            }}
          />
        ) : (
          <div />
        )
      }
    >
      <span className="dha-notify-bell">
        <Button variant="minimal" icon="notifications" aria-label={unread > 0 ? `站内信，${unread} 条未读` : '站内信'} />
        {unread > 0 && <span className="dha-notify-dot" aria-label="有未读消息" />}
      </span>
    </PopoverNext>
  );
}
