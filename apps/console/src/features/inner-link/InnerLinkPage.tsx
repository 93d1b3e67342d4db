import { Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useRouteMeta } from '../../app/current-route';
import { ComingSoon } from '../coming-soon/ComingSoon';
import './inner-link.css';

/** spec §2 "Embedded-frame pages show loading text" (the upstream text). */
export const FRAME_LOADING_TEXT = '正在加载页面，请稍候！';

/** An http(s) address shown inside the console (route meta `link`), with a loading text until it loads. */
export function EmbeddedFrame({ src, title }: { src: string; title: string }) {
  const [loading, setLoading] = useState(true);
  return (
    <div className="dha-inner-link">
      {loading && (
        <div className="dha-inner-link-loading" role="status">
          <Spinner size={24} />
          <span>{FRAME_LOADING_TEXT}</span>
        </div>
      )}
      <iframe key={src} src={src} title={title} onLoad={() => setLoading(false)} />
    </div>
  );
}

export default function InnerLinkPage() {
  const { link, title } = useRouteMeta();
  if (!link) return <ComingSoon title={title} />;
  return <EmbeddedFrame src={link} title={title ?? link} />;
}
