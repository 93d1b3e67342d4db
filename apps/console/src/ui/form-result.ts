/** A form checked into a request, or the message of each field that is wrong. */
export type FormResult<Req> = { ok: true; req: Req } | { ok: false; errors: Record<string, string> };

/** The result of a check: the errors found, or the request (built only when there are none). */
export function formResult<Req>(errors: Record<string, string>, request: () => Req): FormResult<Req> {
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, req: request() };
}

const BAD_REQUEST_PREFIX = /^请求参数不正确[:：]\s*/;

/**
 * A refused save → the error of the field it names, to show next to that field: the server's input
 * check names the property (`请求参数不正确:name: …`, `sessions.0.startTime …`), a business rule names
 * the field's label (`岗位编码已存在`). `fields` maps each key of the form to its label. Null when no
 * field is named (the toast alone says it).
 */
export function serverFieldError(err: unknown, fields: Readonly<Record<string, string>>): Record<string, string> | null {
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  if (!message) return null;
  const detail = message.replace(BAD_REQUEST_PREFIX, '');
  const property = /^([A-Za-z_$][\w$]*)/.exec(detail)?.[1];
  if (property && property in fields) return { [property]: message };
  const byLabel = Object.entries(fields)
    .filter(([, label]) => label && message.includes(label))
    .sort((a, b) => b[1].length - a[1].length)[0];
  return byLabel ? { [byLabel[0]]: message } : null;
}

/** A display order (`sort`): a whole number from 0 to 999999, as the server takes it. */
export function checkSort(errors: { sort?: string }, value: string): void {
  if (!/^\d{1,6}$/.test(value.trim())) errors.sort = '请输入 0–999999 的整数';
}

/** A remark within its column (`max` characters, 500 for most). */
export function checkRemark(errors: { remark?: string }, value: string, max = 500): void {
  if (value.length > max) errors.remark = `备注最多 ${max} 字`;
}
