import type { ErrorCode } from '@dha/contracts';

/** Business codes of notify (the upstream system codes: template 1_002_026_xxx, send 1_002_028_xxx). */
export const NotifyErrors = {
  NOTIFY_TEMPLATE_NOT_EXISTS: { code: 1_002_026_000, msg: '站内信模版不存在' },
  NOTIFY_TEMPLATE_CODE_DUPLICATE: { code: 1_002_026_001, msg: '已经存在编码为【{}】的站内信模板' },
  NOTIFY_SEND_TEMPLATE_PARAM_MISS: { code: 1_002_028_000, msg: '模板参数({})缺失' },
} as const satisfies Record<string, ErrorCode>;
