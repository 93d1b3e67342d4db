import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT } from '../../config/base';
import type { MenuRoute } from '../../app/menu-routes';

/** spec §3: sidebar open status stored locally as 1/0. */
export const SIDEBAR_STATUS_KEY = 'sidebarStatus';

export function readSidebarOpen(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STATUS_KEY) !== '0';
  } catch {
    return true;
  }
}

export function writeSidebarOpen(open: boolean): void {
  try {
    localStorage.setItem(SIDEBAR_STATUS_KEY, open ? '1' : '0');
  } catch {
    /* ignore */
  }
}

/** spec §4: mobile under 992 px wide. */
export function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true);
  useEffect(() => {
    const mq = window.matchMedia?.(query);
    if (!mq) return;
    const onChange = () => setMobile(mq.matches);
    onChange();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [query]);
  return mobile;
}

/** Menu entries shown in the sidebar: visible ones; a non-alwaysShow directory with one child shows the child. */
export function sidebarEntries(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes
    .filter((r) => r.visible)
    .map((r) => {
      const kids = r.children.filter((c) => c.visible);
      if (!r.alwaysShow && kids.length === 1 && kids[0]!.children.length === 0 && !r.page) return kids[0]!;
      return { ...r, children: kids };
    });
}

/** Chain of menu ids from the root to the entry rendering `path` (to open its groups). */
export function activeChain(routes: readonly MenuRoute[], path: string): number[] {
  for (const r of routes) {
    if (!r.external && r.fullPath === path) return [r.id];
    const sub = activeChain(r.children, path);
    if (sub.length) return [r.id, ...sub];
  }
  return [];
}
