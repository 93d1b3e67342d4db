import { Alert, Intent } from '@blueprintjs/core';
import { SESSION_EXPIRED_MESSAGE } from '../api/error-catalogue';
import { expiredPrompt, useExpiredPromptOpen } from '../auth/expired-prompt';
import { logout } from '../auth/session';

/** spec §4/§8 expired-session prompt: re-login (logs out, back to the index) or stay on the page. */
export function SessionExpiredAlert() {
  const open = useExpiredPromptOpen();
  return (
    <Alert
      isOpen={open}
      intent={Intent.PRIMARY}
      icon="warning-sign"
      confirmButtonText="重新登录"
      cancelButtonText="取消"
      canEscapeKeyCancel
      canOutsideClickCancel={false}
      onCancel={() => expiredPrompt.close()}
      onConfirm={() => {
        expiredPrompt.close();
        void logout();
      }}
    >
      <p>
        <strong>系统提示</strong>
      </p>
      <p>{SESSION_EXPIRED_MESSAGE}</p>
    </Alert>
  );
}
