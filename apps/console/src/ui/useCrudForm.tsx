import { FormGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toastBook } from '../api/toast-book';
import { serverFieldError, type FormResult } from './form-result';
import type { CrudEditing } from './useCrudList';

type StringKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * The form of a list's edit dialog: filled from the row each time the dialog opens (empty for a new
 * row), checked by `toRequest` on 保存, the errors shown under their fields until the field is edited
 * or the next save; a save the server refuses naming a field (by property or label) marks that field too.
 * `field(key, …)` is a labelled group whose control has the id `${idPrefix}-${key}`; `dialog` are the
 * FormDialog props other than title and body.
 */
export function useCrudForm<T extends { id: number }, F, Req extends { id?: number }>(
  list: CrudEditing<T, Req> & { save: { mutate: (req: Req, opts?: { onError?: (err: unknown) => void }) => void } },
  idPrefix: string,
  toForm: (row: T | null) => F,
  toRequest: (form: F) => FormResult<Req>,
) {
  const row = list.editing?.row ?? null;
  const [form, setForm] = useState<F>(() => toForm(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (list.editing) {
      setForm(toForm(row));
      setErrors({});
    }
  }, [list.editing, row, toForm]);
  // the label of each field rendered, to find the field a server message names
  const labels = useRef<Record<string, string>>({});
  const set = (patch: Partial<F>) => {
    setForm((p) => ({ ...p, ...patch }));
    const fixed = Object.keys(patch).filter((k) => errors[k]);
    if (fixed.length === 0) return;
    // the field's error (and the toast of the same message) goes as soon as it is edited
    for (const k of fixed) void toastBook.dismiss(errors[k]!);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fixed.includes(k))));
  };
  const field = (key: keyof F & string, label: string, input: ReactNode, help?: ReactNode) => {
    labels.current[key] = label;
    return (
      <FormGroup label={label} labelFor={`${idPrefix}-${key}`} intent={errors[key] ? 'danger' : undefined} helperText={errors[key] ?? help}>
        {input}
      </FormGroup>
    );
  };
  /** a labelled multi-line text field of a string value of the form (a remark, a content) */
  const textArea = (key: StringKeys<F>, label: string, maxLength = 500, rows = 3) =>
    field(
      key,
      label,
      <TextArea
        id={`${idPrefix}-${key}`}
        fill
        rows={rows}
        maxLength={maxLength}
        value={form[key] as string}
        onChange={(e) => set({ [key]: e.currentTarget.value } as Partial<F>)}
      />,
    );
  return {
    row,
    form,
    set,
    errors,
    field,
    textArea,
    dialog: {
      isOpen: !!list.editing,
      busy: list.save.isPending,
      onClose: () => list.setEditing(null),
      onSubmit: () => {
        const r = toRequest(form);
        if (!r.ok) return setErrors(r.errors);
        setErrors({});
        list.save.mutate(r.req, {
          onError: (err) => {
            const named = serverFieldError(err, labels.current);
            if (named) setErrors(named);
          },
        });
      },
    },
  };
}

/** The 状态 radios of a maintained row: 开启 ('0') or 关闭 ('1'). */
export function StatusRadios({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormGroup label="状态">
      <RadioGroup inline selectedValue={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <Radio label="开启" value="0" />
        <Radio label="关闭" value="1" />
      </RadioGroup>
    </FormGroup>
  );
}
