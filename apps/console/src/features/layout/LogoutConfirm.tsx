import { Alert, Intent } from '@blueprintjs/core';

/** spec §8 logout confirmation. */
export const LOGOUT_CONFIRM = { title: '提示', message: '确定注销并退出系统吗？' } as const;

/** The logout confirmation of the management layout (with the 提示 heading) and of the client area. */
export function LogoutConfirm({
  isOpen,
  onCancel,
  onConfirm,
  loading = false,
  heading = false,
}: {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** the logout call is in flight: the dialog stays until it ends */
  loading?: boolean;
  /** the 提示 heading above the question */
  heading?: boolean;
}) {
  return (
    <Alert
      isOpen={isOpen}
      intent={Intent.PRIMARY}
      icon="log-out"
      confirmButtonText="确定"
      cancelButtonText="取消"
      loading={loading}
      // spec §4: dialogs do not close on a backdrop click
      canOutsideClickCancel={false}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {heading && (
        <p>
          <strong>{LOGOUT_CONFIRM.title}</strong>
        </p>
      )}
      <p>{LOGOUT_CONFIRM.message}</p>
    </Alert>
  );
}
