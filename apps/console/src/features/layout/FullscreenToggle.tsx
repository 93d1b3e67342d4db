import { Button } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { toast } from '../../api/toaster';

/** spec §2: the warning where the browser offers no fullscreen (quoted as the spec gives it). */
export const FULLSCREEN_UNSUPPORTED = 'your browser does not support fullscreen';

/** The top bar's fullscreen toggle (Fullscreen API on the whole document). */
export function FullscreenToggle() {
  const [on, setOn] = useState(() => document.fullscreenElement != null);
  useEffect(() => {
    const onChange = () => setOn(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      toast.warning(FULLSCREEN_UNSUPPORTED);
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else document.documentElement.requestFullscreen().catch(() => toast.warning(FULLSCREEN_UNSUPPORTED));
  };

  const label = on ? '退出全屏' : '全屏';
  return <Button variant="minimal" icon={on ? 'minimize' : 'fullscreen'} aria-label={label} title={label} onClick={toggle} />;
}
