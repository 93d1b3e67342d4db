import { InputGroup } from '@blueprintjs/core';
import { PASSWORD_MAX_LENGTH } from '@dha/contracts';

/** A new password's input: masked and bounded by the one password policy's maximum. */
export function NewPasswordInput({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <InputGroup id={id} type="password" value={value} maxLength={PASSWORD_MAX_LENGTH} onChange={(e) => onChange(e.currentTarget.value)} />
  );
}
