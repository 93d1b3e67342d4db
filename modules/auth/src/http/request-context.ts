import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Tenant } from '../domain';
import type { AuthenticatedRequest } from './auth.guard';

/** The tenant this request acts in (set by the auth guard). */
export const CurrentTenant = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): number => ctx.switchToHttp().getRequest<AuthenticatedRequest>().tenantId ?? Tenant.DEFAULT_ID,
);

/** The caller's IP address: one decorator for every module (server-core). */
export { ClientIp } from '@dha/server-core';
