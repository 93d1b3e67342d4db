import { FormGroup, InputGroup } from '@blueprintjs/core';
import { isPasswordLengthOk, PASSWORD_LENGTH_MESSAGE, PASSWORD_MAX_LENGTH } from '@dha/contracts';

/** A new password's input: masked and bounded by the one password policy's maximum. */
export function NewPasswordInput({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <InputGroup id={id} type="password" value={value} maxLength={PASSWORD_MAX_LENGTH} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}

/** 新密码 and 确认新密码, as every form that sets one's own new password asks them. */
export function NewPasswordFields(props: {
  idPrefix: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  const { idPrefix, password, confirm, onPassword, onConfirm } = props;
  return (
    <>
      <FormGroup label="新密码" labelFor={`${idPrefix}-password`}>
        <NewPasswordInput id={`${idPrefix}-password`} value={password} onChange={onPassword} />
      </FormGroup>
      <FormGroup label="确认新密码" labelFor={`${idPrefix}-confirm`}>
        <NewPasswordInput id={`${idPrefix}-confirm`} value={confirm} onChange={onConfirm} />
      </FormGroup>
    </>
  );
}

/** What is wrong with a new password and its confirmation (the length of the policy; the server also refuses common ones), or null. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  if (!isPasswordLengthOk(password)) return `新${PASSWORD_LENGTH_MESSAGE}`;
  if (password !== confirm) return '两次输入的密码不一致';
  return null;
}
