import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { BizError } from '@dha/server-core';

/** The tenant of a public call: the `tenant-id` header (default 1). */
export const HeaderTenantId = createParamDecorator((_: unknown, ctx: ExecutionContext): number => {
  const raw = ctx.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers['tenant-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return 1;
  if (!/^\d{1,9}$/.test(value)) throw BizError.badRequest('tenant-id 必须是数字');
  return Number(value);
});
