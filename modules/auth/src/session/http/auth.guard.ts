import { GlobalErrorCodes } from '@dha/contracts';
import { AccessPolicy, BizError, type LoginUser } from '@dha/server-core';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AuthErrors } from '../auth.errors';
import { Tenant } from '../domain';
import { TenantCheck } from '../domain/tenant-check';
import { TokenRepository, type TokenUser } from '../infrastructure/token.repository';
import { OAuth2Errors } from '../oauth2.errors';
import { OAUTH2_SCOPE_METADATA } from './oauth2-scope';
import { OperateLogRecorder } from './operate-log.interceptor';
import { allowedWhilePasswordChangeRequired } from './password-change';
import { tenantStateCheckedByHandler } from './tenant-state';

export interface AuthenticatedRequest extends FastifyRequest {
  user?: LoginUser;
  /** the tenant this request acts in: the token's, else the `tenant-id` header, else the default tenant */
  tenantId?: number;
}

/**
 * The global guard: resolves the bearer token to the logged-in user, checks the `tenant-id` header
 * against the token's tenant, then the route's role and permission decorators.
 *
 * A token an OAuth2 client holds (not the console's client `default`) reaches only the routes marked
 * `@RequireOAuth2Scope` whose scope it was granted: any other login route answers 403 whatever the
 * user's roles, and a public route treats it as no token at all.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly policy: AccessPolicy;

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenRepository,
    private readonly tenants: TenantCheck,
    private readonly operateLog: OperateLogRecorder,
  ) {
    this.policy = new AccessPolicy(reflector);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const started = performance.now();
    try {
      return await this.check(context, request);
    } catch (error) {
      // a refused write is an operation too: who tried what, and what they got
      this.operateLog.recordRefusal(context, request, error, started);
      throw error;
    }
  }

  private async check(context: ExecutionContext, request: AuthenticatedRequest): Promise<boolean> {
    const headerTenant = tenantFromHeader(request.headers['tenant-id']);
    const isPublic = this.policy.isPublic(context);
    const token = tokenFrom(request);
    const resolved = token ? await this.tokens.resolveAny(token) : null;
    const user = resolved?.oauth2 && isPublic ? null : resolved;

    if (!user || (isPublic && headerTenant !== undefined && headerTenant !== user.tenantId)) {
      if (!isPublic) throw BizError.of(GlobalErrorCodes.UNAUTHORIZED);
      // a public call acts in the tenant its header names: that tenant must be open (the default one always is)
      if (headerTenant !== undefined && headerTenant !== Tenant.DEFAULT_ID && !tenantStateCheckedByHandler(this.reflector, context))
        await this.tenants.assertUsableCached(headerTenant);
      request.tenantId = headerTenant ?? Tenant.DEFAULT_ID;
      return true;
    }
    if (headerTenant !== undefined && headerTenant !== user.tenantId) throw BizError.of(AuthErrors.TENANT_MISMATCH);
    if (user.oauth2) this.checkScope(context, user);
    request.user = user;
    request.tenantId = user.tenantId;
    // the one place the must-change-password flag is enforced (public calls, e.g. logout and refresh, pass)
    if (user.passwordChangeRequired && !isPublic && !allowedWhilePasswordChangeRequired(this.reflector, context))
      throw BizError.of(AuthErrors.USER_PASSWORD_CHANGE_REQUIRED);
    if (!this.policy.allows(context, user)) throw BizError.of(GlobalErrorCodes.FORBIDDEN);
    return true;
  }

  /** An OAuth2 client's token: the route must name a scope, and the token must hold it. */
  private checkScope(context: ExecutionContext, user: TokenUser): void {
    const scope = this.reflector.get<string | undefined>(OAUTH2_SCOPE_METADATA, context.getHandler());
    if (!scope) throw BizError.of(GlobalErrorCodes.FORBIDDEN);
    if (!user.oauth2!.scopes.includes(scope)) throw new BizError(OAuth2Errors.SCOPE_DENIED, scope);
  }
}

/** `Authorization: Bearer <token>` (a raw token is accepted too). */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.trim()) return undefined;
  const value = header.trim();
  return /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '').trim() : value;
}

/** The `tenant-id` header: undefined when absent; throws TENANT_HEADER_INVALID when it is not a tenant id. */
export function tenantFromHeader(value: string | string[] | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === '' || raw === 'null' || raw === 'undefined') return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw BizError.of(AuthErrors.TENANT_HEADER_INVALID);
  return Number(raw);
}
