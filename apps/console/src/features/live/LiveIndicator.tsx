import { Icon, Intent, Tag } from '@blueprintjs/core';
import { HoverTip } from '../../ui/HoverTip';
import { useLiveStatus } from './LiveProvider';

export const LIVE_PAUSED_TEXT = '实时更新已暂停，正在重连…';

/** The TopBar's connection indicator: quiet while live, a warning while live updates are paused. */
export function LiveIndicator() {
  const status = useLiveStatus();
  if (status === 'paused') {
    return (
      <HoverTip content={LIVE_PAUSED_TEXT} placement="bottom">
        <Tag intent={Intent.WARNING} minimal icon="offline" data-testid="live-status" data-status="paused" aria-label={LIVE_PAUSED_TEXT}>
          已暂停
        </Tag>
      </HoverTip>
    );
  }
  const text = status === 'live' ? '实时更新已连接' : '正在连接实时更新…';
  return (
    <HoverTip content={text} placement="bottom">
      <span data-testid="live-status" data-status={status} aria-label={text} style={{ display: 'inline-flex', padding: '0 6px' }}>
        <Icon icon="dot" intent={status === 'live' ? Intent.SUCCESS : Intent.NONE} />
      </span>
    </HoverTip>
  );
}
