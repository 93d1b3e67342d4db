import type { ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from './request';

/**
 * The global guard refused a call (no login, wrong tenant, no permission): published in process (the
 * CQRS event bus) so that the operation log records refused writes without the guard knowing it.
 */
export class AccessRefusedEvent {
  constructor(
    readonly context: ExecutionContext,
    readonly request: AuthenticatedRequest,
    readonly error: unknown,
    /** performance.now() when the guard began */
    readonly started: number,
  ) {}
}
