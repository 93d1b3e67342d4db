import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuRoute } from '../../../app/menu-routes';
import { activeChain } from '../sidebar-state';

export const HOME_PATH = '/index';
const HOME_KEY = 'home';

/** An entry of the top navigation: the home page, then each top-level menu entry. */
export interface TopNavItem {
  key: string;
  title: string;
  path: string;
  icon: string;
  external: boolean;
  /** listed by the server but without a page in this console */
  disabled: boolean;
  /** what the side menu shows while this entry is chosen (none: the side menu hides) */
  children: MenuRoute[];
}

export function topNavItems(tree: readonly MenuRoute[]): TopNavItem[] {
  return [
    { key: HOME_KEY, title: '首页', path: HOME_PATH, icon: 'ep:house', external: false, disabled: false, children: [] },
    ...tree.map((r) => ({
      key: String(r.id),
      title: r.title,
      path: r.fullPath,
      icon: r.icon,
      external: r.external,
      disabled: !r.external && !r.page && r.children.length === 0,
      children: r.children,
    })),
  ];
}

/** The top entry holding `path`, if any. */
function keyOf(tree: readonly MenuRoute[], path: string): string | undefined {
  if (path === HOME_PATH) return HOME_KEY;
  const top = activeChain(tree, path)[0];
  return top === undefined ? undefined : String(top);
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export interface TopNavState {
  items: TopNavItem[];
  chosen: TopNavItem;
  windowWidth: number;
  choose: (item: TopNavItem) => void;
}

/**
 * The chosen top entry: the one holding the current page, or the one last clicked (a group is chosen
 * without navigating, its pages then listed in the side menu).
 */
export function useTopNav(tree: readonly MenuRoute[]): TopNavState {
  const { pathname } = useLocation();
  const items = useMemo(() => topNavItems(tree), [tree]);
  const [chosenKey, setChosenKey] = useState(() => keyOf(tree, pathname) ?? HOME_KEY);
  useEffect(() => {
    const key = keyOf(tree, pathname);
    if (key) setChosenKey(key);
  }, [tree, pathname]);
  const windowWidth = useWindowWidth();
  const chosen = items.find((i) => i.key === chosenKey) ?? items[0]!;
  return { items, chosen, windowWidth, choose: (item) => setChosenKey(item.key) };
}
