import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasAllPermissions, hasAllRoles, hasAnyPermission, hasAnyRole, isOnlyCommon } from '@dha/contracts';
import { CLIENT_AREA_CALLS } from './client-area-calls';
import { ACCESS_METADATA } from './decorators';
import type { LoginUser } from './login-user';
import { routeKeysOf } from './route-key';

const CLIENT_AREA = new Set(CLIENT_AREA_CALLS);

/**
 * Reads the access decorators of a handler; the one place role and permission checks are made. A
 * route that asks only for a login is for staff, unless the client area calls it (CLIENT_AREA_CALLS):
 * a visitor reaches only what the client area uses.
 */
export class AccessPolicy {
  /** handler → whether the client area calls it */
  private readonly clientArea = new WeakMap<object, boolean>();

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
    const loginOnly = !anyRole && !allRoles && !anyPermission && !allPermissions && !this.isPublic(context);
    return !(loginOnly && isOnlyCommon(user.roles) && !this.calledByClientArea(context));
  }

  private calledByClientArea(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let known = this.clientArea.get(handler);
    if (known === undefined) {
      known = routeKeysOf(context.getClass(), handler).some((route) => CLIENT_AREA.has(route.key));
      this.clientArea.set(handler, known);
    }
    return known;
  }

  private read<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
  }
}
