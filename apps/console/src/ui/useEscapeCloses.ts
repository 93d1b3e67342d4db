import { useEffect, useRef, type SyntheticEvent } from 'react';

/** The open overlays that close on Esc, in the order they opened: Esc closes only the last. */
const openOverlays: symbol[] = [];

/**
 * Esc closes the open overlay wherever the focus is. Blueprint hears Esc only inside the overlay,
 * and a click on the backdrop (which must not close it, spec §4) can leave the focus on the page
 * behind: Esc then did nothing. An Esc the overlay (or a popover above it) took itself is left alone,
 * and of several open overlays only the last opened closes (or none, while it turns Esc off).
 */
export function useEscapeCloses(
  isOpen: boolean,
  onClose: ((event: SyntheticEvent<HTMLElement>) => void) | undefined,
  enabled = true,
): void {
  // the latest handler and switch: a re-render (a new inline onClose, a save that turns Esc off for a
  // while) keeps the overlay's place in the order, so Esc never reaches the overlay beneath a busy one
  const latest = useRef({ onClose, enabled });
  latest.current = { onClose, enabled };

  useEffect(() => {
    if (!isOpen) return;
    const self = Symbol('overlay');
    openOverlays.push(self);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || openOverlays.at(-1) !== self) return;
      e.preventDefault();
      const { onClose: close, enabled: closes } = latest.current;
      // no close handler here reads the event: the native one stands in for React's
      if (closes) close?.(e as unknown as SyntheticEvent<HTMLElement>);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openOverlays.splice(openOverlays.indexOf(self), 1);
    };
  }, [isOpen]);
}
