import { DEFAULT_TENANT_ID, GlobalErrorCodes } from '@dha/contracts';
import {
  AccessPolicy,
  AccessRefusedEvent,
  allowedWhilePasswordChangeRequired,
  bearerTokenOf,
  BizError,
  InjectConfig,
  tenantHeaderOf,
  tenantIgnored,
  tenantStateCheckedByHandler,
  type AppConfig,
  type AuthenticatedRequest,
} from '@dha/server-core';
import { AssertTenantUsableQuery } from '@dha/system';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EventBus, QueryBus } from '@nestjs/cqrs';
import { AuthErrors } from '../../auth.errors';
import { OAUTH2_SCOPE_METADATA } from '../../oauth2/http/oauth2-scope';
import { OAuth2Errors } from '../../oauth2/oauth2.errors';
import { TokenRepository, type TokenUser } from '../infrastructure/token.repository';

/**
 * The global guard: resolves the bearer token to the logged-in user (the session is this module's,
 * the user's roles and permissions the system module's), checks the `tenant-id` header against the
 * token's tenant (without a login, with tenant mode on, the header is required except on
 * `@TenantIgnore` calls; with a login, a missing header means the login's tenant), then the route's
 * role and permission decorators.
 *
 * A token an OAuth2 client holds (not the console's client `default`) reaches only the routes marked
 * `@RequireOAuth2Scope` whose scope it was granted: any other login route answers 403 whatever the
 * user's roles, and a public route treats it as no token at all.
 *
 * A refusal is published as an AccessRefusedEvent (the operation log records the refused writes).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly policy: AccessPolicy;

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenRepository,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    @InjectConfig() private readonly config: AppConfig,
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
      this.eventBus.publish(new AccessRefusedEvent(context, request, error, started));
      throw error;
    }
  }

  private async check(context: ExecutionContext, request: AuthenticatedRequest): Promise<boolean> {
    const headerTenant = tenantFromHeader(request.headers['tenant-id']);
    const isPublic = this.policy.isPublic(context);
    const token = bearerTokenOf(request);
    const resolved = token ? await this.tokens.resolveAny(token) : null;
    const user = resolved?.oauth2 && isPublic ? null : resolved;

    if (!user || (isPublic && headerTenant !== undefined && headerTenant !== user.tenantId)) {
      if (!isPublic) throw BizError.of(GlobalErrorCodes.UNAUTHORIZED);
      // tenant mode: a call without a login names its tenant (as upstream's TenantSecurityWebFilter), else
      // an unknown tenant name at the login page would sign in to the default tenant
      if (headerTenant === undefined && this.config.TENANT_ENABLE && !tenantIgnored(this.reflector, context))
        throw BizError.of(AuthErrors.TENANT_HEADER_MISSING);
      // a public call acts in the tenant its header names: that tenant must be open (the default one always is)
      if (headerTenant !== undefined && headerTenant !== DEFAULT_TENANT_ID && !tenantStateCheckedByHandler(this.reflector, context))
        await this.queryBus.execute(new AssertTenantUsableQuery(headerTenant, true));
      request.tenantId = headerTenant ?? DEFAULT_TENANT_ID;
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

/** The `tenant-id` header: undefined when absent; throws TENANT_HEADER_INVALID when it is not a tenant id. */
export function tenantFromHeader(value: string | string[] | undefined): number | undefined {
  const tenantId = tenantHeaderOf(value);
  if (tenantId === 'malformed') throw BizError.of(AuthErrors.TENANT_HEADER_INVALID);
  return tenantId;
}
