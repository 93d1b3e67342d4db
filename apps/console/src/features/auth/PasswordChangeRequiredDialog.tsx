import { Button, Classes, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http';
import { toast } from '../../api/toaster';
import { authApi } from '../../auth/auth-api';
import { loadSession, logout, useSession } from '../../auth/session';
import { AppDialog } from '../../ui/AppDialog';
import { NewPasswordFields, newPasswordProblem } from '../../ui/NewPasswordInput';

/**
 * After an admin reset (or an import) the server refuses every call until the user sets a password
 * of their own: this dialog cannot be dismissed (no close button, no Escape, no backdrop) until then;
 * logging out is the only other way.
 */
export function PasswordChangeRequiredDialog() {
  const { user } = useSession();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user?.passwordChangeRequired) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordProblem(newPassword, confirm);
    if (problem) return setError(problem);
    if (newPassword === oldPassword) return setError('新密码不能与当前密码相同');
    setBusy(true);
    setError(null);
    try {
      await authApi.updateOwnPassword(oldPassword, newPassword);
      toast.success('密码已修改');
      await loadSession();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '修改失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog isOpen title="请设置新密码" isCloseButtonShown={false} canEscapeKeyClose={false} style={{ width: 440 }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className={Classes.DIALOG_BODY}>
          <p>您的密码由管理员设置，继续使用前请先设置自己的新密码。</p>
          <FormGroup label="当前密码" labelFor="pcr-old">
            <InputGroup
              id="pcr-old"
              type="password"
              value={oldPassword}
              maxLength={64}
              autoFocus
              onChange={(e) => setOldPassword(e.target.value)}
            />
          </FormGroup>
          <NewPasswordFields idPrefix="pcr" password={newPassword} confirm={confirm} onPassword={setNewPassword} onConfirm={setConfirm} />
          {error && (
            <div className="dha-form-error" role="alert">
              {error}
            </div>
          )}
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text="退出登录" disabled={busy} onClick={() => void logout()} />
            <Button type="submit" intent="primary" text="修改密码" loading={busy} />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
