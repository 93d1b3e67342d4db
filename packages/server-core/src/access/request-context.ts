import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { DEFAULT_TENANT_ID } from '@dha/contracts';
import type { AuthenticatedRequest } from './request';

/** The tenant this request acts in (set by the auth guard). */
export const CurrentTenant = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): number => ctx.switchToHttp().getRequest<AuthenticatedRequest>().tenantId ?? DEFAULT_TENANT_ID,
);

/** The caller's IP address (behind a trusted proxy: the forwarded one). */
export const ClientIp = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const ip = ctx.switchToHttp().getRequest<AuthenticatedRequest>().ip;
  return typeof ip === 'string' ? ip.slice(0, 50) : '';
});
