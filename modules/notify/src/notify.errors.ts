import { defineErrors } from '@dha/server-core';

/** Business codes of notify (the upstream system codes: template 1_002_026_xxx, send 1_002_028_xxx). */
export const NotifyErrors = defineErrors({
  NOTIFY_TEMPLATE_NOT_EXISTS: [1_002_026_000, '站内信模版不存在'],
  NOTIFY_TEMPLATE_CODE_DUPLICATE: [1_002_026_001, '已经存在编码为【{}】的站内信模板'],
  NOTIFY_SEND_TEMPLATE_PARAM_MISS: [1_002_028_000, '模板参数({})缺失'],
});
