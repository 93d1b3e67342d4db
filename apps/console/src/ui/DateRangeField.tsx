import { FormGroup } from '@blueprintjs/core';

/** A labelled pair of `<input type="date">` (`YYYY-MM-DD`, '' when empty) for a time-range filter. */
export function DateRangeField({
  label,
  id,
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
}: {
  label: string;
  /** the id of the first input (the label points at it) */
  id: string;
  /** accessible names of the two inputs */
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  return (
    <FormGroup label={label} labelFor={id}>
      <div className="dha-toolbar">
        <input
          id={id}
          aria-label={fromLabel}
          className="bp6-input"
          type="date"
          value={from}
          onChange={(e) => onChange(e.currentTarget.value, to)}
        />
        <span>至</span>
        <input aria-label={toLabel} className="bp6-input" type="date" value={to} onChange={(e) => onChange(from, e.currentTarget.value)} />
      </div>
    </FormGroup>
  );
}
