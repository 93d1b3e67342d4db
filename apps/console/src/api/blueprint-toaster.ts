import { OverlayToaster, Position } from '@blueprintjs/core';

/**
 * The console's one Blueprint toaster; its own chunk, loaded with the first toast (most pages never show
 * one). The toast book (toast-book.ts) loads this module and passes its limit in, so nothing here imports it back.
 */
export const createToaster = (maxToasts: number) => OverlayToaster.create({ position: Position.TOP, maxToasts });
