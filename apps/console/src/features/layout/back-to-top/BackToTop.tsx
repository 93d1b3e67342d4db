import { Button } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { scrollToTop } from './scroll-to-top';

/** Shown once the page is scrolled this far down. */
const VISIBLE_FROM_PX = 400;

/** The back-to-top button of the page area: appears after scrolling down, glides to the top in 800 ms. */
export function BackToTop({ scroller }: { scroller: HTMLElement | null }) {
  const [shown, setShown] = useState(false);
  const stop = useRef<() => void>(undefined);

  useEffect(() => {
    if (!scroller) return;
    const onScroll = () => setShown(scroller.scrollTop > VISIBLE_FROM_PX);
    onScroll();
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      stop.current?.();
    };
  }, [scroller]);

  if (!shown || !scroller) return null;
  return (
    <Button
      className="dha-back-to-top"
      icon="arrow-up"
      size="large"
      aria-label="回到顶部"
      title="回到顶部"
      onClick={() => {
        stop.current?.();
        stop.current = scrollToTop(scroller);
      }}
    />
  );
}
