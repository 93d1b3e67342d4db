import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

const TENANT_STATE_CHECKED_BY_HANDLER = 'dha:tenantStateCheckedByHandler';

/**
 * A public call whose handler checks the named tenant's state itself and records the refusal (the
 * sign-in, in the login log); the guard leaves the check to it.
 */
export const TenantStateCheckedByHandler = (): MethodDecorator => SetMetadata(TENANT_STATE_CHECKED_BY_HANDLER, true);

export function tenantStateCheckedByHandler(reflector: Reflector, context: ExecutionContext): boolean {
  return reflector.get<boolean>(TENANT_STATE_CHECKED_BY_HANDLER, context.getHandler()) === true;
}

const TENANT_IGNORE = 'dha:tenantIgnore';

/**
 * A call that needs no `tenant-id` even with tenant mode on (TENANT_ENABLE): upstream's
 * `yudao.tenant.ignore-urls` (the tenant lookups of the login page, the captcha, file reads, the pay
 * and WeChat callbacks) and calls that do not depend on a tenant. Without a header it acts in the
 * default tenant, as before.
 */
export const TenantIgnore = (): MethodDecorator & ClassDecorator => SetMetadata(TENANT_IGNORE, true);

export function tenantIgnored(reflector: Reflector, context: ExecutionContext): boolean {
  return reflector.getAllAndOverride<boolean>(TENANT_IGNORE, [context.getHandler(), context.getClass()]) === true;
}
