import { Button, Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';

/** A dialog around a form: 取消 / 保存 footer, no close on backdrop click, locked while saving. */
export function FormDialog({
  isOpen,
  title,
  busy,
  onClose,
  onSubmit,
  children,
  width = 520,
}: {
  isOpen: boolean;
  title: string;
  busy?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  width?: number;
}) {
  return (
    <AppDialog
      isOpen={isOpen}
      title={title}
      onClose={() => !busy && onClose()}
      canEscapeKeyClose={!busy}
      style={{ width, maxWidth: 'calc(100vw - 32px)' }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <div className={Classes.DIALOG_BODY}>{children}</div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text="取消" disabled={busy} onClick={onClose} />
            <Button type="submit" intent="primary" text="保存" loading={busy} disabled={busy} />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
