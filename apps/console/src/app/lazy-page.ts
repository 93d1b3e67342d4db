import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page component loaded on its first render (React.lazy of a named export), so that its code and
 * what only it uses become a chunk of their own instead of weighing on every page's first load.
 * Navigations run in a transition: the current page stays on screen while the chunk loads.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any props
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
