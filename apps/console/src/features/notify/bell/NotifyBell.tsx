import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { MY_NOTIFY_MESSAGE_PATH } from '../routes';
import '../notify.css';
import { UnreadPopover } from './UnreadPopover';

/**
 * The bell of the top bar (spec §2 "Notification popover"): a red dot while unread > 0; opening it
 * loads the unread list and resets the count to 0; live `notify` events set the count and toast.
 */
export function NotifyBell({ pollMs }: { /** tests shorten the 2-minute poll */ pollMs?: number } = {}) {
  const navigate = useNavigate();
  return (
    <UnreadPopover
      pollMs={pollMs}
      label="未读站内信"
      title="站内信"
      detailed
      footer={(_, close) => (
        <Button
          variant="minimal"
          intent="primary"
          text="查看全部"
          endIcon="arrow-right"
          onClick={() => {
            close();
            navigate(MY_NOTIFY_MESSAGE_PATH);
          }}
        />
      )}
    >
      {(unread) => (
        <span className="dha-notify-bell">
          <Button variant="minimal" icon="notifications" aria-label={unread > 0 ? `站内信，${unread} 条未读` : '站内信'} />
          {unread > 0 && <span className="dha-notify-dot" aria-label="有未读消息" />}
        </span>
      )}
    </UnreadPopover>
  );
}
