import { Button } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useAccess } from '../../../auth/session';
import { UnreadPopover } from '../../notify/bell/UnreadPopover';
import { useMarkAllRead } from '../../notify/queries';
import { MY_NOTIFY_MESSAGE_PATH } from '../../notify/routes';
import './client-notify.css';

/** The badge shows at most two digits. */
export const unreadBadgeText = (n: number): string => (n > 99 ? '99+' : String(n));

/** Visitors have no message page (spec §1/§2): they mark them read here; staff get a link to theirs. */
function ClientNotifyFooter({ count, staff, onLeave }: { count: number; staff: boolean; onLeave: () => void }) {
  const markAll = useMarkAllRead();
  return (
    <>
      {count > 0 && <Button variant="minimal" text="全部已读" loading={markAll.isPending} onClick={() => markAll.mutate()} />}
      {staff && (
        <Link to={MY_NOTIFY_MESSAGE_PATH} className="bp6-button bp6-minimal bp6-intent-primary" onClick={onLeave}>
          查看全部
        </Link>
      )}
    </>
  );
}

/**
 * The signed-in visitor's messages in the client header: the same unread popover as the management
 * layout's bell (badge, toast, reset on open; the two layouts are never mounted together), with a
 * numeric badge and the list sized for phones.
 */
export function ClientNotify({ pollMs }: { /** tests shorten the 2-minute poll */ pollMs?: number } = {}) {
  const { isCommon } = useAccess();
  return (
    <UnreadPopover
      pollMs={pollMs}
      label="未读消息"
      title="未读消息"
      className="dha-client-notify-popover"
      footer={(messages, close) => <ClientNotifyFooter count={messages.length} staff={!isCommon} onLeave={close} />}
    >
      {(unread) => (
        <span className="dha-notify-bell">
          <Button variant="minimal" icon="notifications" aria-label={unread > 0 ? `消息，${unread} 条未读` : '消息'} />
          {unread > 0 && (
            <span className="dha-client-notify-badge" aria-hidden="true">
              {unreadBadgeText(unread)}
            </span>
          )}
        </span>
      )}
    </UnreadPopover>
  );
}
