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

/** The 创建时间 range of a filter form whose values hold `createdFrom` / `createdTo`. */
export function CreatedRangeField({
  id,
  label = '创建时间',
  form,
}: {
  id: string;
  label?: string;
  form: { values: { createdFrom: string; createdTo: string }; set: (patch: { createdFrom: string; createdTo: string }) => void };
}) {
  return (
    <DateRangeField
      id={id}
      label={label}
      fromLabel={`${label}起`}
      toLabel={`${label}止`}
      from={form.values.createdFrom}
      to={form.values.createdTo}
      onChange={(createdFrom, createdTo) => form.set({ createdFrom, createdTo })}
    />
  );
}
