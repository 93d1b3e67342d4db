import { Dialog, Drawer, type DialogProps, type DrawerProps } from '@blueprintjs/core';

/**
 * Blueprint Dialog with the product's rule (spec §4): a click on the backdrop does not close it
 * (Escape still does, unless the caller turns it off while saving). Every dialog of the console is one.
 */
export function AppDialog(props: DialogProps) {
  return <Dialog canOutsideClickClose={false} {...props} />;
}

/** Blueprint Drawer under the same rule as AppDialog. */
export function AppDrawer(props: DrawerProps) {
  return <Drawer canOutsideClickClose={false} {...props} />;
}
