import { BizError } from '@dha/server-core';
import { NotifyErrors } from '../notify.errors';

const PLACEHOLDER = /\{(\w+)\}/g;

/** Placeholder names of a template's content, in order of first use (`{name}`). */
export function templateParams(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** The entries of `params` that the content's placeholders name (the rest would be stored for nothing). */
export function paramsUsedBy(content: string, params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(templateParams(content).flatMap((name) => (Object.hasOwn(params, name) ? [[name, params[name]]] : [])));
}

/**
 * Fills every `{param}` of content; a param missing from `params` (or null) is refused with
 * 1_002_028_000 naming it, so no one gets a message with a hole in it.
 */
export function renderTemplate(content: string, params: Record<string, unknown>): string {
  for (const name of templateParams(content)) {
    if (!Object.hasOwn(params, name) || params[name] === undefined || params[name] === null)
      throw new BizError(NotifyErrors.NOTIFY_SEND_TEMPLATE_PARAM_MISS, name);
  }
  return content.replace(PLACEHOLDER, (_, name: string) => String(params[name]));
}
