import { NotifyTemplateType, type NotifyTemplateSaveReq, type NotifyTemplateVO } from '@dha/contracts';

/** The edit form of a notify template (strings as the inputs hold them). */
export interface TemplateForm {
  name: string;
  code: string;
  nickname: string;
  type: string;
  content: string;
  status: string;
  remark: string;
}

/** Column sizes of the upstream table (system_notify_template). */
export const TEMPLATE_LIMITS = { name: 63, code: 64, nickname: 255, content: 255, remark: 255 } as const;

export function templateToForm(t: NotifyTemplateVO | null): TemplateForm {
  return {
    name: t?.name ?? '',
    code: t?.code ?? '',
    nickname: t?.nickname ?? '',
    type: String(t?.type ?? NotifyTemplateType.SYSTEM),
    content: t?.content ?? '',
    status: String(t?.status ?? 0),
    remark: t?.remark ?? '',
  };
}

export type TemplateFormResult =
  { ok: true; req: NotifyTemplateSaveReq } | { ok: false; errors: Partial<Record<keyof TemplateForm, string>> };

/** Checks the form as the server will (every field but the remark is required) and builds the save body. */
export function templateFormToRequest(f: TemplateForm, id?: number): TemplateFormResult {
  const errors: Partial<Record<keyof TemplateForm, string>> = {};
  const name = f.name.trim();
  const code = f.code.trim();
  const nickname = f.nickname.trim();
  const content = f.content.trim();
  if (!name) errors.name = '模板名称不能为空';
  if (!code) errors.code = '模板编码不能为空';
  else if (/\s/.test(code)) errors.code = '模板编码不能包含空格';
  if (!nickname) errors.nickname = '发件人名称不能为空';
  if (!content) errors.content = '模板内容不能为空';
  if (!/^\d+$/.test(f.type)) errors.type = '消息类型不能为空';
  if (f.status !== '0' && f.status !== '1') errors.status = '开启状态不能为空';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    req: {
      ...(id ? { id } : {}),
      name,
      code,
      nickname,
      content,
      type: Number(f.type),
      status: Number(f.status),
      remark: f.remark.trim() || null,
    },
  };
}

/**
 * The placeholder names of a template's content (`{name}`), in order, without repeats. The server
 * sends them as `params`; the edit dialog previews them from the content being typed.
 */
export function templateParams(content: string): string[] {
  const names: string[] = [];
  for (const m of content.matchAll(/\{([^{}\s]+)\}/g)) {
    const n = m[1]!;
    if (!names.includes(n)) names.push(n);
  }
  return names;
}

/** The send-test body's params: each placeholder needs a value. */
export function sendParamErrors(params: readonly string[], values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of params) if (!(values[p] ?? '').trim()) errors[p] = `参数 {${p}} 不能为空`;
  return errors;
}
