import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { DictSelect } from './DictSelect';
import { AppSelect } from './AppSelect';

export interface FilterOption {
  value: string;
  label: string;
}

interface FieldFrame {
  /** the control's id; the label points at it */
  id: string;
  label: string;
  /** label beside the control with no bottom margin (a filter inside a toolbar) */
  inline?: boolean;
}

interface FieldValue {
  /** '' means "all" for the selects */
  value: string;
  onChange: (value: string) => void;
}

type DictFilter = FieldFrame &
  FieldValue & {
    /** a dictionary type code: the options are its entries */
    dict: string;
    /** the first option ('' value), default 全部; null leaves it out */
    allLabel?: string | null;
    options?: never;
    children?: never;
  };

type OptionsFilter = FieldFrame &
  FieldValue & {
    /** fixed options */
    options: readonly FilterOption[];
    /** the first option ('' value), default 全部; null leaves it out */
    allLabel?: string | null;
    dict?: never;
    children?: never;
  };

type TextFilter = FieldFrame &
  FieldValue & {
    maxLength?: number;
    placeholder?: string;
    dict?: never;
    options?: never;
    children?: never;
  };

type CustomFilter = FieldFrame & {
  /** a control of its own (e.g. a course select) that takes `id` */
  children: ReactNode;
  dict?: never;
  options?: never;
  value?: never;
  onChange?: never;
};

export type FilterFieldProps = DictFilter | OptionsFilter | TextFilter | CustomFilter;

/**
 * One field of a filter bar: a label over its control, the label also naming the control.
 *
 * - `dict="…"` (a `DictTypeCode`): a select of the dictionary's entries, `allLabel` ('全部') first;
 * - `options={[{ value, label }]}`: a select of fixed options, `allLabel` ('全部') first;
 * - neither: a text box (`maxLength`, `placeholder`);
 * - `children`: a control of its own, given the same `id` (then no `value`/`onChange`).
 *
 * `value` is a string ('' for all or empty); `onChange` receives the new string. `inline` puts the
 * label beside the control, for a filter inside a toolbar.
 *
 * @example <FilterField id="cf-type" label="课程类型" dict={DictTypeCode.COURSE_TYPE} value={f.type} onChange={(type) => set({ type })} />
 */
export function FilterField(props: FilterFieldProps) {
  const { id, label, inline } = props;
  return (
    <FormGroup label={label} labelFor={id} inline={inline} style={inline ? { margin: 0 } : undefined}>
      {control(props)}
    </FormGroup>
  );
}

function control(props: FilterFieldProps): ReactNode {
  if (props.children !== undefined) return props.children;
  const { id, label, value, onChange } = props as FieldFrame & FieldValue;
  if (props.dict !== undefined) {
    return <DictSelect id={id} label={label} type={props.dict} allLabel={props.allLabel} value={value} onChange={onChange} />;
  }
  if (props.options !== undefined) {
    const all = props.allLabel === undefined ? '全部' : props.allLabel;
    return (
      <AppSelect
        id={id}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        options={[...(all === null ? [] : [{ value: '', label: all }]), ...props.options]}
      />
    );
  }
  const text = props as TextFilter;
  return (
    <InputGroup
      id={id}
      value={value}
      maxLength={text.maxLength}
      placeholder={text.placeholder}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
