import { Intent, Tag } from '@blueprintjs/core';
import { useDict, UNKNOWN_LABEL } from './dict-store';

/** colorType of a dictionary entry (default, primary, success, info, warning, danger) → Blueprint intent. */
export function colorTypeToIntent(colorType: string | null | undefined): Intent {
  switch (colorType) {
    case 'primary':
      return Intent.PRIMARY;
    case 'success':
      return Intent.SUCCESS;
    case 'warning':
      return Intent.WARNING;
    case 'danger':
      return Intent.DANGER;
    default:
      return Intent.NONE;
  }
}

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
