import { OverlayToaster, Position } from '@blueprintjs/core';
import { MAX_TOASTS } from './toast-book';

/** The console's one Blueprint toaster; its own chunk, loaded with the first toast (most pages never show one). */
export const createToaster = () => OverlayToaster.create({ position: Position.TOP, maxToasts: MAX_TOASTS });
