import { Button, Callout, Classes, FormGroup, InputGroup } from '@blueprintjs/core';
import { NotifyUserType, type NotifyTemplateVO } from '@dha/contracts';
import { useEffect, useState } from 'react';
import { AppDialog } from '../../../ui/AppDialog';
import { UserSelect } from '../../../ui/UserSelect';
import { useSendTestNotify } from '../queries';
import { sendParamErrors, templateParams } from './template-form';

/** "Send test": one receiver (UserSelect) and one input per placeholder of the template. */
export function SendTestDialog({ template, onClose }: { template: NotifyTemplateVO | null; onClose: () => void }) {
  const send = useSendTestNotify();
  const [userIds, setUserIds] = useState<number[]>([]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [userError, setUserError] = useState<string | undefined>();
  useEffect(() => {
    setUserIds([]);
    setValues({});
    setErrors({});
    setUserError(undefined);
  }, [template]);
  // the server parses params from the content; an older row without them falls back to our parse
  const params = template ? (template.params?.length ? template.params : templateParams(template.content)) : [];

  const submit = () => {
    if (!template) return;
    const next = sendParamErrors(params, values);
    const noUser = userIds.length === 0 ? '接收人不能为空' : undefined;
    setErrors(next);
    setUserError(noUser);
    if (noUser || Object.keys(next).length) return;
    send.mutate(
      {
        userId: userIds[0]!,
        userType: NotifyUserType.ADMIN,
        templateCode: template.code,
        templateParams: Object.fromEntries(params.map((p) => [p, values[p]!.trim()])),
      },
      { onSuccess: onClose },
    );
  };
  const busy = send.isPending;

  return (
    <AppDialog
      isOpen={!!template}
      title="测试发送"
      onClose={() => !busy && onClose()}
      canEscapeKeyClose={!busy}
      style={{ width: 520, maxWidth: 'calc(100vw - 32px)' }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          <FormGroup label="模板内容">
            <Callout compact>{template?.content}</Callout>
          </FormGroup>
          <FormGroup label="接收人" labelFor="ns-user" intent={userError ? 'danger' : undefined} helperText={userError}>
            <UserSelect id="ns-user" label="接收人" value={userIds} onChange={setUserIds} intent={userError ? 'danger' : undefined} />
          </FormGroup>
          {params.map((p, i) => (
            <FormGroup
              key={p}
              label={`参数 {${p}}`}
              labelFor={`ns-param-${i}`}
              intent={errors[p] ? 'danger' : undefined}
              helperText={errors[p]}
            >
              <InputGroup
                id={`ns-param-${i}`}
                value={values[p] ?? ''}
                maxLength={255}
                placeholder={`请输入 ${p}`}
                intent={errors[p] ? 'danger' : undefined}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setValues((prev) => ({ ...prev, [p]: v }));
                }}
              />
            </FormGroup>
          ))}
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button text="取消" disabled={busy} onClick={onClose} />
            <Button type="submit" intent="primary" icon="send-message" text="发送" loading={busy} disabled={busy} />
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
