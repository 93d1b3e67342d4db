import { Tag } from '@blueprintjs/core';
import { colorTypeToIntent } from './color-type';
import { useDict, UNKNOWN_LABEL } from './dict-store';

/** The label of `value` in dictionary `type`, as a tag coloured by the entry's colorType. */
export function DictTag({ type, value, minimal }: { type: string; value: unknown; minimal?: boolean }) {
  const entries = useDict(type);
  const key = value === null || value === undefined ? undefined : String(value);
  const entry = key === undefined ? undefined : entries.find((e) => e.value === key);
  if (!entry) return <Tag minimal>{UNKNOWN_LABEL}</Tag>;
  return (
    <Tag intent={colorTypeToIntent(entry.colorType)} minimal={minimal} className={entry.cssClass || undefined}>
      {entry.label}
    </Tag>
  );
}
