import { useSyncExternalStore } from 'react';
import { HOME_META, HOME_PATH } from '../../../app/route-meta';
import { sessionStore } from '../../../auth/session';
import { forgetTabMemory } from '../../../ui/useTabMemory';

/** spec §3 "Visited tab": one tab of the tags view. */
export interface VisitedView {
  /** the pathname: a tab's identity */
  path: string;
  /** pathname + search + hash: where a click on the tab goes */
  fullPath: string;
  query: Record<string, string>;
  name?: string;
  title: string;
  meta: { title: string; affix?: boolean; noCache?: boolean; link?: string };
}

/** The pinned Home tab (spec §2 "'' redirects to index (Home, pinned tab)"). */
export const HOME_VIEW: VisitedView = {
  path: HOME_PATH,
  fullPath: HOME_PATH,
  query: {},
  name: 'Index',
  title: HOME_META.title!,
  meta: { title: HOME_META.title!, affix: true },
};

/** spec §4 "Tabs": the actions of the tags view. Each delete keeps the affixed tabs. */
export type TagsAction =
  | { type: 'add'; view: VisitedView }
  | { type: 'delete'; path: string }
  | { type: 'deleteOthers'; path: string }
  | { type: 'deleteLeft'; path: string }
  | { type: 'deleteRight'; path: string }
  | { type: 'deleteAll' }
  | { type: 'update'; view: VisitedView };

const closable = (v: VisitedView) => !v.meta.affix;

/** The visited tabs after an action (a new array only when something changed). */
export function tagsReducer(views: readonly VisitedView[], action: TagsAction): readonly VisitedView[] {
  const at = 'path' in action ? views.findIndex((v) => v.path === action.path) : -1;
  switch (action.type) {
    case 'add':
      // a visit to an open tab refreshes where it points (its query) instead of adding a second one
      return views.some((v) => v.path === action.view.path)
        ? tagsReducer(views, { type: 'update', view: action.view })
        : [...views, action.view];
    case 'update': {
      const i = views.findIndex((v) => v.path === action.view.path);
      const old = views[i];
      if (!old) return views;
      const next = { ...action.view, meta: { ...action.view.meta, affix: old.meta.affix || action.view.meta.affix } };
      if (JSON.stringify(old) === JSON.stringify(next)) return views;
      return views.map((v, j) => (j === i ? next : v));
    }
    case 'delete':
      return at < 0 || !closable(views[at]!) ? views : views.filter((_, j) => j !== at);
    case 'deleteOthers':
      return keep(views, (v, j) => j === at);
    case 'deleteLeft':
      return at < 0 ? views : keep(views, (_, j) => j >= at);
    case 'deleteRight':
      return at < 0 ? views : keep(views, (_, j) => j <= at);
    case 'deleteAll':
      return keep(views, () => false);
  }
}

/** the affixed tabs and those `spare` keeps */
function keep(views: readonly VisitedView[], spare: (v: VisitedView, j: number) => boolean): readonly VisitedView[] {
  const next = views.filter((v, j) => !closable(v) || spare(v, j));
  return next.length === views.length ? views : next;
}

/** What each item of a tab's right-click menu would close: an item with nothing to close is disabled. */
export function closableAround(views: readonly VisitedView[], path: string) {
  const at = views.findIndex((v) => v.path === path);
  const count = (from: number, to: number) => views.slice(from, to).filter(closable).length;
  return {
    current: at >= 0 && closable(views[at]!),
    others: views.some((v, j) => j !== at && closable(v)),
    left: at > 0 && count(0, at) > 0,
    right: at >= 0 && count(at + 1, views.length) > 0,
    all: views.some(closable),
  };
}

/**
 * spec §4: after closing the active tab go to the last tab left; with none left a Dashboard tab
 * is opened again through /redirect, anything else goes to '/'.
 */
export function lastViewPath(remaining: readonly VisitedView[], closed: VisitedView): string {
  const last = remaining[remaining.length - 1];
  if (last) return last.fullPath;
  return closed.name === 'Dashboard' ? `/redirect${closed.fullPath}` : '/';
}

/**
 * The tabs survive a reload of the browser tab (like the lists' memory they own), saved with the
 * user they belong to: another user signing in on this tab starts with the Home tab alone.
 */
const STORAGE_KEY = 'tags-view';

interface TagsState {
  owner: number | null;
  views: readonly VisitedView[];
  /** a page's generation: 刷新页面 bumps it so that the kept page is mounted anew */
  generations: Readonly<Record<string, number>>;
}

function readSaved(): TagsState {
  const fresh: TagsState = { owner: null, views: [HOME_VIEW], generations: {} };
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<TagsState> | null;
    const list = saved?.views;
    if (!Array.isArray(list) || !list.every((v: VisitedView | null) => typeof v?.path === 'string')) return fresh;
    const views = list.some((v) => v.path === HOME_VIEW.path) ? list : [HOME_VIEW, ...list];
    return { ...fresh, owner: typeof saved?.owner === 'number' ? saved.owner : null, views };
  } catch {
    return fresh; // unreadable: start again
  }
}

let state: TagsState | undefined;
const listeners = new Set<() => void>();
const current = (): TagsState => (state ??= readSaved());

function commit(next: TagsState): void {
  const before = current();
  state = next;
  // a closed tab takes its remembered lists with it
  for (const v of before.views) if (!next.views.some((n) => n.path === v.path)) forgetTabMemory(v.path);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ owner: next.owner, views: next.views }));
  } catch {
    /* storage blocked: the tabs live in this page only */
  }
  listeners.forEach((l) => l());
}

export const tagsStore = {
  get: current,
  views: (): readonly VisitedView[] => current().views,
  dispatch(action: TagsAction): void {
    const s = current();
    const views = tagsReducer(s.views, action);
    if (views !== s.views) commit({ ...s, views });
  },
  generation: (path: string): number => current().generations[path] ?? 0,
  /** Drops the kept state of a page: its next render mounts it anew. */
  renew(path: string): void {
    const s = current();
    commit({ ...s, generations: { ...s.generations, [path]: tagsStore.generation(path) + 1 } });
  },
  /** The signed-in user's tabs: those of someone else are closed (their lists forgotten). */
  claim(userId: number): void {
    const s = current();
    if (s.owner === userId) return;
    commit({ ...s, owner: userId, views: tagsReducer(s.views, { type: 'deleteAll' }) });
  },
  /** Back to the Home tab alone, forgetting every list (a session ends). */
  reset(): void {
    const s = current();
    commit({ ...s, owner: null, views: tagsReducer(s.views, { type: 'deleteAll' }) });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// a logout or an ended session closes every tab at once (the page may not reload before the next sign-in)
let wasLoaded = sessionStore.get().loaded;
sessionStore.subscribe(() => {
  const { loaded } = sessionStore.get();
  if (wasLoaded && !loaded) tagsStore.reset();
  wasLoaded = loaded;
});

export function useTagsState(): TagsState {
  return useSyncExternalStore(tagsStore.subscribe, current, current);
}

export function useVisitedViews(): readonly VisitedView[] {
  return useTagsState().views;
}
