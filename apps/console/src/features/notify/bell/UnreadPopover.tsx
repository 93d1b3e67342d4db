import { NonIdealState, PopoverNext, Spinner } from '@blueprintjs/core';
import { DictTypeCode, type NotifyMessageVO } from '@dha/contracts';
import type { ReactNode } from 'react';
import { DictTag } from '../../../dict';
import { formatDateTime } from '../../../ui/format';
import { useUnreadList, useUnreadPopover } from '../queries';
import '../notify.css';

/** One message: sender, (type,) time, content. */
export function UnreadMessageRow({ m, detailed }: { m: NotifyMessageVO; detailed: boolean }) {
  return (
    <li className="dha-notify-item">
      <div className="dha-notify-item-head">
        <strong className="dha-notify-sender">{m.templateNickname}</strong>
        {detailed && <DictTag type={DictTypeCode.NOTIFY_TEMPLATE_TYPE_ALIAS} value={m.templateType} minimal />}
        <span className="dha-notify-time">{formatDateTime(m.createTime, detailed)}</span>
      </div>
      <div className="dha-notify-content">{m.templateContent}</div>
    </li>
  );
}

/**
 * The content of the unread popover (loaded when mounted, i.e. while open): a title, the unread
 * messages or a state, and the layout's own footer (links, buttons) under them.
 */
export function UnreadMessageList({
  label,
  title,
  className,
  detailed = false,
  footer,
}: {
  /** the popover's accessible name */
  label: string;
  title: string;
  /** the layout's size overrides */
  className?: string;
  /** the staff bell shows the message type and the time to the second; the client header keeps it short */
  detailed?: boolean;
  footer: (messages: NotifyMessageVO[]) => ReactNode;
}) {
  const list = useUnreadList(true);
  const messages = list.data ?? [];
  return (
    <div className={className ? `dha-notify-popover ${className}` : 'dha-notify-popover'} aria-label={label}>
      <div className="dha-notify-popover-title">{title}</div>
      {list.isPending ? (
        <div className="dha-notify-state">
          <Spinner size={24} aria-label="加载中" />
        </div>
      ) : messages.length > 0 ? (
        <ul className="dha-notify-list">
          {messages.map((m) => (
            <UnreadMessageRow key={m.id} m={m} detailed={detailed} />
          ))}
        </ul>
      ) : (
        <div className="dha-notify-state">
          <NonIdealState icon="inbox" title={list.isError ? '消息加载失败' : '暂无未读消息'} />
        </div>
      )}
      <div className="dha-notify-popover-footer">{footer(messages)}</div>
    </div>
  );
}

/**
 * The unread popover of either layout (the staff bell, the client header): `children` draws the
 * anchor from the unread count; the list is mounted only while open, and its footer may close it.
 */
export function UnreadPopover({
  pollMs,
  children,
  footer,
  ...list
}: Omit<Parameters<typeof UnreadMessageList>[0], 'footer'> & {
  /** tests shorten the 2-minute poll */
  pollMs?: number;
  children: (unread: number) => ReactNode;
  footer: (messages: NotifyMessageVO[], close: () => void) => ReactNode;
}) {
  const { unread, open, close, popover } = useUnreadPopover(pollMs);
  return (
    <PopoverNext {...popover} content={open ? <UnreadMessageList {...list} footer={(messages) => footer(messages, close)} /> : <div />}>
      {children(unread)}
    </PopoverNext>
  );
}
