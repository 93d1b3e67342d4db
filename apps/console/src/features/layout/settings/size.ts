import { useSyncExternalStore } from 'react';

/** spec §3: the control size, stored locally under `size`. */
export const SIZE_KEY = 'size';

export type LayoutSize = 'default' | 'medium' | 'small' | 'mini';

/** The size selector's choices, largest first (spec §2). */
export const SIZE_OPTIONS: readonly { value: LayoutSize; label: string }[] = [
  { value: 'default', label: '默认' },
  { value: 'medium', label: '中等' },
  { value: 'small', label: '小型' },
  { value: 'mini', label: '迷你' },
];

/** spec §4: medium unless chosen otherwise. */
export const DEFAULT_SIZE: LayoutSize = 'medium';

const isSize = (v: unknown): v is LayoutSize => SIZE_OPTIONS.some((o) => o.value === v);

export function readSize(): LayoutSize {
  try {
    const saved = localStorage.getItem(SIZE_KEY);
    return isSize(saved) ? saved : DEFAULT_SIZE;
  } catch {
    return DEFAULT_SIZE;
  }
}

let current: LayoutSize | undefined;
const listeners = new Set<() => void>();

export const sizeStore = {
  get: (): LayoutSize => (current ??= readSize()),
  set(size: LayoutSize): void {
    current = size;
    try {
      localStorage.setItem(SIZE_KEY, size);
    } catch {
      /* storage blocked: the size lives for this page only */
    }
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLayoutSize(): LayoutSize {
  return useSyncExternalStore(sizeStore.subscribe, sizeStore.get, sizeStore.get);
}
