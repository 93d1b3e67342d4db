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
