import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { LoginUser } from './login-user';

export const ACCESS_METADATA = {
  public: 'dha:public',
  anyRole: 'dha:anyRole',
  allRoles: 'dha:allRoles',
  anyPermission: 'dha:anyPermission',
  allPermissions: 'dha:allPermissions',
} as const;

/** No login needed. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_METADATA.public, true);
/** The caller needs one of these roles (admin/super_admin pass every role check). */
export const RequireAnyRole = (...roles: string[]): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_METADATA.anyRole, roles);
/** The caller needs every one of these roles. */
export const RequireAllRoles = (...roles: string[]): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_METADATA.allRoles, roles);
/** The caller needs one of these permissions ('*:*:*' passes every permission check). */
export const RequireAnyPermission = (...permissions: string[]): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_METADATA.anyPermission, permissions);
/** The caller needs every one of these permissions. */
export const RequirePermissions = (...permissions: string[]): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_METADATA.allPermissions, permissions);

/** The logged-in user of this request (undefined on a public call without a token). */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): LoginUser | undefined => ctx.switchToHttp().getRequest<{ user?: LoginUser }>().user,
);

/** The caller's IP address (behind a trusted proxy: the forwarded one), at most 50 characters. */
export const ClientIp = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const ip = ctx.switchToHttp().getRequest<{ ip?: unknown }>().ip;
  return typeof ip === 'string' ? ip.slice(0, 50) : '';
});
