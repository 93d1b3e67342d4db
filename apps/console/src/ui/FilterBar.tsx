import { Button } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FilterField } from './FilterField';

type StringKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/** A filter form with 搜索 (submit) and 重置; its fields are `FilterField`s. */
export function FilterBar({ onSearch, onReset, children }: { onSearch: () => void; onReset: () => void; children: ReactNode }) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form className="dha-filter-bar" onSubmit={submit}>
      {children}
      <div className="dha-toolbar">
        <Button type="submit" intent="primary" icon="search" text="搜索" />
        <Button icon="refresh" text="重置" onClick={onReset} />
      </div>
    </form>
  );
}

/**
 * The state of a filter form: the values being edited, `bind(key)` (the `value`/`onChange` of the
 * `FilterField` of a string value), and the `FilterBar` props that search the values (through
 * `prepare`, e.g. trimming) or go back to `defaults` and search those.
 */
export function useFilterForm<F extends object>(defaults: F, onSearch: (filter: F) => void, prepare: (filter: F) => F = (f) => f) {
  const [values, setValues] = useState<F>(defaults);
  const set = (patch: Partial<F>) => setValues((v) => ({ ...v, ...patch }));
  return {
    values,
    set,
    bind: <K extends StringKeys<F>>(key: K) => ({
      value: values[key] as string,
      onChange: (value: string) => set({ [key]: value } as Partial<F>),
    }),
    bar: {
      onSearch: () => onSearch(prepare(values)),
      onReset: () => {
        setValues(defaults);
        onSearch(defaults);
      },
    },
  };
}

/** The filter of lists searched by name alone: 搜索 sends the trimmed name, 重置 clears it. */
export function NameFilterBar({
  label,
  inputId,
  maxLength,
  onSearch,
}: {
  label: string;
  inputId: string;
  maxLength: number;
  onSearch: (name: string) => void;
}) {
  const form = useFilterForm(
    { name: '' },
    (f) => onSearch(f.name),
    (f) => ({ name: f.name.trim() }),
  );
  return (
    <FilterBar {...form.bar}>
      <FilterField id={inputId} label={label} maxLength={maxLength} {...form.bind('name')} />
    </FilterBar>
  );
}
