import { Dialog, type DialogProps } from '@blueprintjs/core';

/** Blueprint Dialog with the product's rule (spec §4): a click on the backdrop does not close it. */
export function AppDialog(props: DialogProps) {
  return <Dialog canOutsideClickClose={false} {...props} />;
}
