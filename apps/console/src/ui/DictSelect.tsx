import { useDict } from '../dict';
import { AppSelect } from './AppSelect';

/** A select over one dictionary (value as a string, '' for "all"/none). */
export function DictSelect({
  type,
  value,
  onChange,
  allLabel = '全部',
  label,
  id,
  disabled,
}: {
  type: string;
  value: string;
  onChange: (value: string) => void;
  /** the first option ('' value); null leaves it out */
  allLabel?: string | null;
  label?: string;
  id?: string;
  disabled?: boolean;
}) {
  const entries = useDict(type);
  return (
    <AppSelect
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value)}
      options={[
        ...(allLabel === null ? [] : [{ value: '', label: allLabel }]),
        ...entries.map((e) => ({ value: e.value, label: e.label })),
      ]}
    />
  );
}
