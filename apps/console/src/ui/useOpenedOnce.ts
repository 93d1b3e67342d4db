import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded overlay mounts when first asked for
 * (its code loads then) and stays mounted, so it can play its closing transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
