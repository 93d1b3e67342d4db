import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasAllPermissions, hasAllRoles, hasAnyPermission, hasAnyRole } from '@dha/contracts';
import { ACCESS_METADATA } from './decorators';
import type { LoginUser } from './login-user';

/** Reads the access decorators of a handler; the one place role and permission checks are made. */
export class AccessPolicy {
  constructor(private readonly reflector: Reflector) {}

  isPublic(context: ExecutionContext): boolean {
    return this.read<boolean>(ACCESS_METADATA.public, context) === true;
  }

  allows(context: ExecutionContext, user: LoginUser): boolean {
    const anyRole = this.read<string[]>(ACCESS_METADATA.anyRole, context);
    const allRoles = this.read<string[]>(ACCESS_METADATA.allRoles, context);
    const anyPermission = this.read<string[]>(ACCESS_METADATA.anyPermission, context);
    const allPermissions = this.read<string[]>(ACCESS_METADATA.allPermissions, context);
    if (anyRole && !hasAnyRole(user.roles, anyRole)) return false;
    if (allRoles && !hasAllRoles(user.roles, allRoles)) return false;
    if (anyPermission && !hasAnyPermission(user.permissions, anyPermission)) return false;
    if (allPermissions && !hasAllPermissions(user.permissions, allPermissions)) return false;
    return true;
  }

  private read<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
  }
}
