import type { Intent, ToastProps, Toaster } from '@blueprintjs/core';
import type { Toast } from './error-catalogue';

/** Never more than this many toasts on screen (Blueprint drops the oldest). */
export const MAX_TOASTS = 3;

export type ToastInput = Toast | { intent: 'success' | 'primary' | 'none'; message: string; timeout?: number };

/** The part of a Blueprint toaster the rules below use (a fake one in tests). */
export type ToasterLike = Pick<Toaster, 'show' | 'dismiss'>;

/** An error or warning: what goes stale once the user moves on or succeeds. */
const isProblem = (intent: Intent | undefined) => intent === 'danger' || intent === 'warning';

interface Shown {
  key: string;
  message: ToastProps['message'];
  intent: Intent | undefined;
  at: number;
}

/**
 * The console's toast rules over one toaster: an identical message already on screen is shown again in
 * place (its timer restarts) instead of piling up; at most MAX_TOASTS at once (the oldest goes); errors
 * and warnings are cleared by a success and by a navigation (only those shown before the navigation
 * began: a guard's message on the way stays). Kept here rather than read back from the toaster, whose
 * state lags behind when several toasts come in one tick.
 */
export function createToastBook(getToaster: () => Promise<ToasterLike>, now: () => number = Date.now) {
  let shown: Shown[] = [];
  const dismissWhere = async (pick: (s: Shown) => boolean) => {
    const gone = shown.filter(pick);
    if (gone.length === 0) return; // nothing to do: not even the toaster is needed
    shown = shown.filter((s) => !pick(s));
    const t = await getToaster();
    for (const s of gone) t.dismiss(s.key);
  };

  return {
    show(toast: ToastInput): Promise<string> {
      return getToaster().then((t) => {
        if (toast.intent === 'success') {
          for (const s of shown.filter((x) => isProblem(x.intent))) t.dismiss(s.key);
          shown = shown.filter((x) => !isProblem(x.intent));
        }
        const same = shown.find((s) => s.message === toast.message && s.intent === toast.intent);
        const props: ToastProps = {
          intent: toast.intent,
          message: toast.message,
          timeout: toast.timeout ?? 3000,
          onDismiss: () => {
            shown = shown.filter((s) => s.key !== key);
          },
        };
        const key = t.show(props, same?.key);
        shown = [...shown.filter((s) => s.key !== key), { key, message: toast.message, intent: toast.intent, at: now() }];
        while (shown.length > MAX_TOASTS) {
          const oldest = shown.shift()!;
          t.dismiss(oldest.key);
        }
        return key;
      });
    },
    /** errors and warnings shown before `before` (default: all of them) */
    clearProblems(before = Infinity): Promise<void> {
      return dismissWhere((s) => isProblem(s.intent) && s.at < before);
    },
    /** the toast(s) with this message, e.g. a form's error once its field is fixed */
    dismiss(message: string): Promise<void> {
      return dismissWhere((s) => s.message === message);
    },
    /** what is on screen (tests) */
    shown: () => shown.map(({ message, intent }) => ({ message, intent })),
  };
}

/** One Blueprint toaster for the whole console (API errors and page messages). */
let toasterPromise: Promise<Toaster> | null = null;
export const toastBook = createToastBook(() => {
  toasterPromise ??= import('./blueprint-toaster').then(({ createToaster }) => createToaster(MAX_TOASTS));
  return toasterPromise;
});
