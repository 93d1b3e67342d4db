import { useSyncExternalStore } from 'react';
import type { DictDataSimple } from '@dha/contracts';
import { api } from '../api/http';

/** Dictionary entry of `GET /system/dict-data/list-all-simple` (spec §3; wire type in @dha/contracts). */
export type { DictDataSimple };

/** spec §3: a label lookup returns 未知 when the value is not found. */
export const UNKNOWN_LABEL = '未知';

/** THE one dictionary cache of the console: entries grouped by dictType. */
let byType: ReadonlyMap<string, readonly DictDataSimple[]> = new Map();
let loaded = false;
const listeners = new Set<() => void>();

/**
 * The fallback: an admin's dictionary edit reaches every open console within this time even if its
 * live push (`dict.changed`, see features/live) was missed.
 */
export const DICT_MAX_STALE_MS = 60_000;
let refreshTimer: ReturnType<typeof setInterval> | undefined;
/** loads are numbered: an answer older than the one shown is dropped (a push and the timer may overlap) */
let loadSeq = 0;
let appliedSeq = 0;

function stopRefreshing(): void {
  if (refreshTimer !== undefined) clearInterval(refreshTimer);
  refreshTimer = undefined;
}

export function groupByType(entries: readonly DictDataSimple[]): Map<string, DictDataSimple[]> {
  const map = new Map<string, DictDataSimple[]>();
  for (const e of entries) {
    const list = map.get(e.dictType);
    if (list) list.push(e);
    else map.set(e.dictType, [e]);
  }
  return map;
}

export const dictStore = {
  isLoaded: () => loaded,
  /** Replace the cache (after a load, or in tests). */
  set(entries: readonly DictDataSimple[]): void {
    byType = groupByType(entries);
    loaded = true;
    listeners.forEach((l) => l());
  },
  reset(): void {
    stopRefreshing();
    // a load still in flight belongs to the session that ended
    appliedSeq = ++loadSeq;
    byType = new Map();
    loaded = false;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => byType,
};

/** Loads every enabled entry, then reloads them every DICT_MAX_STALE_MS while the cache is in use (until reset, e.g. logout). */
export async function loadDicts(background = false): Promise<void> {
  const seq = ++loadSeq;
  const entries = await api.get<DictDataSimple[]>('/system/dict-data/list-all-simple', undefined, { quiet: background });
  if (seq < appliedSeq) return;
  appliedSeq = seq;
  dictStore.set(entries ?? []);
  refreshTimer ??= setInterval(() => {
    // a failed background reload keeps the entries already shown, without a toast
    if (loaded) loadDicts(true).catch(() => undefined);
  }, DICT_MAX_STALE_MS);
}

/**
 * Reads the dictionaries again now, if this tab uses them (signed in): an admin changed them
 * (live `dict.changed`) or the live channel reconnected. A failure keeps the entries shown.
 */
export function refreshDicts(): Promise<void> {
  if (!loaded) return Promise.resolve();
  return loadDicts(true).catch(() => undefined);
}

const NONE: readonly DictDataSimple[] = [];

export function getDictOptions(type: string): readonly DictDataSimple[] {
  return byType.get(type) ?? NONE;
}

/** Values are strings on the wire; numbers and booleans are compared by their string form. */
export function getDictEntry(type: string, value: unknown): DictDataSimple | undefined {
  if (value === null || value === undefined) return undefined;
  const key = String(value);
  return getDictOptions(type).find((e) => e.value === key);
}

export function getDictLabel(type: string, value: unknown): string {
  return getDictEntry(type, value)?.label ?? UNKNOWN_LABEL;
}

/** Integer-valued dictionaries (status enums): options with numeric values. */
export function getIntDictOptions(type: string): { label: string; value: number; colorType: string }[] {
  return getDictOptions(type).map((e) => ({ label: e.label, value: Number.parseInt(e.value, 10), colorType: e.colorType }));
}

/** Entries of one dictionary type; re-renders when the cache is reloaded. */
export function useDict(type: string): readonly DictDataSimple[] {
  const map = useSyncExternalStore(dictStore.subscribe, dictStore.snapshot, dictStore.snapshot);
  return map.get(type) ?? NONE;
}
