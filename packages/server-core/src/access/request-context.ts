import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { DEFAULT_TENANT_ID } from '@dha/contracts';
import type { AuthenticatedRequest } from './request';

/** The tenant this request acts in (set by the auth guard). */
export const CurrentTenant = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): number => ctx.switchToHttp().getRequest<AuthenticatedRequest>().tenantId ?? DEFAULT_TENANT_ID,
);
