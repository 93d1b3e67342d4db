import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

const ALLOWED_WHILE_PASSWORD_CHANGE_REQUIRED = 'dha:allowedWhilePasswordChangeRequired';

/**
 * A logged-in call a user whose password must be changed may still make (the permission info the
 * console loads, the own password change); public calls (logout, refresh) are never held back.
 */
export const AllowedWhilePasswordChangeRequired = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ALLOWED_WHILE_PASSWORD_CHANGE_REQUIRED, true);

export function allowedWhilePasswordChangeRequired(reflector: Reflector, context: ExecutionContext): boolean {
  return reflector.getAllAndOverride<boolean>(ALLOWED_WHILE_PASSWORD_CHANGE_REQUIRED, [context.getHandler(), context.getClass()]) === true;
}
