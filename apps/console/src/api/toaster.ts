import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import type { Toast } from './error-catalogue';

/** One Blueprint toaster for the whole console (API errors and page messages). */
let toasterPromise: Promise<Toaster> | null = null;

function toaster(): Promise<Toaster> {
  toasterPromise ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 });
  return toasterPromise;
}

export function showToast(toast: Toast | { intent: 'success' | 'primary' | 'none'; message: string; timeout?: number }): void {
  void toaster().then((t) => t.show({ intent: toast.intent, message: toast.message, timeout: toast.timeout ?? 3000 }));
}

export const toast = {
  success: (message: string) => showToast({ intent: 'success', message }),
  error: (message: string) => showToast({ intent: 'danger', message, timeout: 5000 }),
  warning: (message: string) => showToast({ intent: 'warning', message, timeout: 5000 }),
};
