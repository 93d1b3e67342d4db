import { Tag } from '@blueprintjs/core';
import { DictTag, useDict } from '../../../dict';
import { DICT_FALLBACK, fallbackLabel } from './dict-fallback';

/** `<DictTag>` from the dictionary cache; while the cache lacks the entry, a plain tag with the fallback label. */
export function ClientDictTag({ type, value, minimal }: { type: string; value: unknown; minimal?: boolean }) {
  const entries = useDict(type);
  const known = value !== null && value !== undefined && entries.some((e) => e.value === String(value));
  const fallback = fallbackLabel(type, value);
  if (known || !fallback) return <DictTag type={type} value={value} minimal={minimal} />;
  return <Tag minimal={minimal}>{fallback}</Tag>;
}

/** Options of a dictionary for selects: the cache, else the fallback labels. */
export function useClientDictOptions(type: string): { value: string; label: string }[] {
  const entries = useDict(type);
  if (entries.length) return entries.map((e) => ({ value: e.value, label: e.label }));
  return Object.entries(DICT_FALLBACK[type] ?? {}).map(([value, label]) => ({ value, label }));
}

/** A label from the cache, else the fallback, else the raw value ('-' when empty). */
export function useClientDictLabel(type: string): (value: unknown) => string {
  const entries = useDict(type);
  return (value) => {
    if (value === null || value === undefined || value === '') return '-';
    return entries.find((e) => e.value === String(value))?.label ?? fallbackLabel(type, value) ?? String(value);
  };
}
