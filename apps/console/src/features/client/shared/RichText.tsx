import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Nothing of a form or a style sheet belongs in a description, even if the server let it through. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'];

/** Rich text ready to insert: sanitised again here, though the server already sanitised and limited it. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS });
}

/** Rich text from an editor (course description, traffic directions), sanitised on render. */
export function RichText({ html, label }: { html: string | null | undefined; label?: string }) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return <div className="dha-client-rich" aria-label={label} dangerouslySetInnerHTML={{ __html: safe }} />;
}
