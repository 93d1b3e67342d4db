/** A form checked into a request, or the message of each field that is wrong. */
export type FormResult<Req> = { ok: true; req: Req } | { ok: false; errors: Record<string, string> };

/** The result of a check: the errors found, or the request (built only when there are none). */
export function formResult<Req>(errors: Record<string, string>, request: () => Req): FormResult<Req> {
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, req: request() };
}
