import { FormGroup, InputGroup, Radio, RadioGroup, Tag, TextArea } from '@blueprintjs/core';
import { DictTypeCode, type NotifyTemplateSaveReq, type NotifyTemplateVO } from '@dha/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { DictSelect } from '../../../ui/DictSelect';
import { FormDialog } from '../../../ui/FormDialog';
import type { CrudEditing } from '../../../ui/useCrudList';
import { TEMPLATE_LIMITS, templateFormToRequest, templateParams, templateToForm, type TemplateForm } from './template-form';

/** Create / edit a template (FormDialog: a backdrop click does not close it). */
export function TemplateDialog({ crud }: { crud: CrudEditing<NotifyTemplateVO, NotifyTemplateSaveReq> }) {
  const row: NotifyTemplateVO | null = crud.editing?.row ?? null;
  const [f, setF] = useState<TemplateForm>(templateToForm(null));
  const [errors, setErrors] = useState<Partial<Record<keyof TemplateForm, string>>>({});
  useEffect(() => {
    if (crud.editing) {
      setF(templateToForm(row));
      setErrors({});
    }
  }, [crud.editing, row]);
  const set = (patch: Partial<TemplateForm>) => {
    setF((p) => ({ ...p, ...patch }));
    // an edited field's message goes until the next save
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const fg = (key: keyof TemplateForm, label: string, input: ReactNode, help?: ReactNode) => (
    <FormGroup label={label} labelFor={`nt-${key}`} intent={errors[key] ? 'danger' : undefined} helperText={errors[key] ?? help}>
      {input}
    </FormGroup>
  );
  // the text fields share their id, value, length limit and error colour
  const textProps = (key: 'name' | 'code' | 'nickname' | 'content' | 'remark') => ({
    id: `nt-${key}`,
    value: f[key],
    maxLength: TEMPLATE_LIMITS[key],
    intent: errors[key] ? ('danger' as const) : undefined,
  });
  const text = (key: 'name' | 'code' | 'nickname', placeholder?: string) => (
    <InputGroup {...textProps(key)} placeholder={placeholder} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  const area = (key: 'content' | 'remark', rows: number) => (
    <TextArea {...textProps(key)} fill rows={rows} onChange={(e) => set({ [key]: e.currentTarget.value })} />
  );
  const params = templateParams(f.content);
  return (
    <FormDialog
      isOpen={!!crud.editing}
      title={row ? '修改站内信模板' : '新增站内信模板'}
      busy={crud.save.isPending}
      width={600}
      onClose={() => crud.setEditing(null)}
      onSubmit={() => {
        const r = templateFormToRequest(f, row?.id);
        if (!r.ok) return setErrors(r.errors);
        setErrors({});
        crud.save.mutate(r.req);
      }}
    >
      {fg('name', '模板名称', text('name', '请输入模板名称'))}
      {fg('code', '模板编码', text('code', '如 signup-status-passed'), '发送时按编码选择模板，须唯一')}
      {fg('nickname', '发件人名称', text('nickname', '请输入发件人名称'))}
      {fg(
        'content',
        '模板内容',
        area('content', 4),
        params.length ? (
          <span>
            参数：
            {params.map((p) => (
              <Tag key={p} minimal className="dha-notify-param">
                {p}
              </Tag>
            ))}
          </span>
        ) : (
          '用 {参数名} 写占位符，发送时替换'
        ),
      )}
      {fg(
        'type',
        '消息类型',
        <DictSelect
          id="nt-type"
          label="消息类型"
          type={DictTypeCode.NOTIFY_TEMPLATE_TYPE}
          value={f.type}
          allLabel="请选择"
          onChange={(type) => set({ type })}
        />,
      )}
      {fg(
        'status',
        '开启状态',
        <RadioGroup inline selectedValue={f.status} onChange={(e) => set({ status: e.currentTarget.value })}>
          <Radio label="开启" value="0" />
          <Radio label="关闭" value="1" />
        </RadioGroup>,
      )}
      {fg('remark', '备注', area('remark', 2))}
    </FormDialog>
  );
}
