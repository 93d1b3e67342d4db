import type { FastifyRequest } from 'fastify';
import type { LoginUser } from './login-user';

/** A request after the global guard: the caller (when signed in) and the tenant it acts in. */
export interface AuthenticatedRequest extends FastifyRequest {
  user?: LoginUser;
  /** the tenant this request acts in: the token's, else the `tenant-id` header, else the default tenant */
  tenantId?: number;
}
