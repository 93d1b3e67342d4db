import type { ToastInput } from './toast-book';
import { toastBook } from './toast-book';

export function showToast(toast: ToastInput): void {
  void toastBook.show(toast);
}

export const toast = {
  success: (message: string) => showToast({ intent: 'success', message }),
  error: (message: string) => showToast({ intent: 'danger', message, timeout: 5000 }),
  warning: (message: string) => showToast({ intent: 'warning', message, timeout: 5000 }),
  /** removes the toast(s) showing this message (a validation message whose field was fixed) */
  dismiss: (message: string) => void toastBook.dismiss(message),
  /** removes every error and warning toast */
  clearProblems: () => void toastBook.clearProblems(),
};

/** The slice of a react-router data router that tells when a navigation starts and lands. */
interface RouterLike {
  state: RouterStateLike;
  subscribe: (fn: (state: RouterStateLike) => void) => () => void;
}
interface RouterStateLike {
  location: { pathname: string };
  navigation: { state: string };
}

/**
 * Stale errors go when the user lands on another page: a wrong-password toast after the successful
 * login, a failed save's after leaving the screen.
 */
export function clearToastsOnNavigation(router: RouterLike, toasts: Pick<typeof toastBook, 'clearProblems'> = toastBook, now = Date.now) {
  let pathname = router.state.location.pathname;
  let startedAt: number | null = null;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' && startedAt === null) startedAt = now();
    if (state.location.pathname !== pathname) {
      pathname = state.location.pathname;
      void toasts.clearProblems(startedAt ?? now());
    }
    if (state.navigation.state === 'idle') startedAt = null;
  });
}
