import { createContext, createElement, useCallback, useContext, useReducer, useRef, type ReactNode } from 'react';

/**
 * Memory of a page while its tab stays open (issue 13 "every list page remembers its filters and
 * page"): kept in sessionStorage under `tab-memory:<pathname>:<key>`, so it outlives a page that is
 * not kept alive (noCache) and a browser reload, and is forgotten when the tags view closes the tab.
 */
const PREFIX = 'tab-memory:';

export const tabMemoryKey = (path: string, key: string) => `${PREFIX}${path}:${key}`;

/**
 * The pathname of the tab a page belongs to. The page area provides it per kept page, so a hidden
 * page keeps writing under its own tab while another one is shown; outside it (no tab) nothing is kept.
 */
const TabPathContext = createContext<string | null>(null);

export function TabMemoryScope({ path, children }: { path: string; children?: ReactNode }) {
  return createElement(TabPathContext.Provider, { value: path }, children);
}

function read<T>(storageKey: string | null, initial: T): T {
  if (!storageKey) return initial;
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw === null ? initial : (JSON.parse(raw) as T);
  } catch {
    return initial;
  }
}

function write(storageKey: string, value: unknown): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the value lives in the page only */
  }
}

/** Forgets everything remembered for the tab of `path` (called when its tab closes). */
export function forgetTabMemory(path: string): void {
  try {
    const prefix = `${PREFIX}${path}:`;
    const doomed: string[] = [];
    for (let i = 0; i < sessionStorage.length; i++) {
      const k = sessionStorage.key(i);
      if (k?.startsWith(prefix)) doomed.push(k);
    }
    doomed.forEach((k) => sessionStorage.removeItem(k));
  } catch {
    /* blocked storage: nothing was kept */
  }
}

/** Like useState, but remembered for the page's tab while it stays open. */
export function useTabMemory<T>(key: string, initial: T): [T, (v: T | ((p: T) => T)) => void] {
  const path = useContext(TabPathContext);
  const storageKey = path === null ? null : tabMemoryKey(path, key);
  // the value lives in a ref and is stored at once (not in a state updater, which may run only at the
  // next render): a list searched just before its page unmounts is still remembered
  const memory = useRef<{ storageKey: string | null; value: T } | null>(null);
  // a page reused for another tab or key starts from that one's memory
  if (memory.current?.storageKey !== storageKey) memory.current = { storageKey, value: read(storageKey, initial) };
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const set = useCallback((v: T | ((p: T) => T)) => {
    const m = memory.current!;
    const value = typeof v === 'function' ? (v as (p: T) => T)(m.value) : v;
    memory.current = { storageKey: m.storageKey, value };
    if (m.storageKey) write(m.storageKey, value);
    rerender();
  }, []);
  return [memory.current.value, set];
}
