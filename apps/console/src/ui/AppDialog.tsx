import { Dialog, Drawer, type DialogProps, type DrawerProps } from '@blueprintjs/core';
import { useEscapeCloses } from './useEscapeCloses';

/**
 * Blueprint Dialog with the product's rule (spec §4): a click on the backdrop does not close it;
 * Escape does, wherever the focus is (unless the caller turns it off while saving). Every dialog of
 * the console is one.
 */
export function AppDialog(props: DialogProps) {
  useEscapeCloses(props.isOpen ?? false, props.onClose, props.canEscapeKeyClose ?? true);
  return <Dialog canOutsideClickClose={false} {...props} />;
}

/** Blueprint Drawer under the same rule as AppDialog. */
export function AppDrawer(props: DrawerProps) {
  useEscapeCloses(props.isOpen ?? false, props.onClose, props.canEscapeKeyClose ?? true);
  return <Drawer canOutsideClickClose={false} {...props} />;
}
