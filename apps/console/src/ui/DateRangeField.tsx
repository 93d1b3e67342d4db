import { FormGroup } from '@blueprintjs/core';
import { DateField } from './DateField';

/** A labelled pair of date pickers (`YYYY-MM-DD`, '' when empty) for a time-range filter. */
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
        <DateField id={id} label={fromLabel} fill={false} value={from} onChange={(v) => onChange(v, to)} />
        <span>至</span>
        <DateField label={toLabel} fill={false} value={to} onChange={(v) => onChange(from, v)} />
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
