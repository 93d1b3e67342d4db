import type { AuthenticatedRequest } from '@dha/server-core';
import { LoginResult, DEFAULT_TENANT_ID } from '@dha/contracts';
import { InvalidInputError } from '@dha/server-core';
import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, throwError, type Observable } from 'rxjs';
import { SignInLog } from '../infrastructure/sign-in.log';

const LOG_TYPE = 'dha:rejectedSignInLogType';

/** Marks a sign-in call whose rejected input is logged too (its handler logs every other outcome). */
export const LogsRejectedSignIns = (logType: number): MethodDecorator =>
  applyDecorators(SetMetadata(LOG_TYPE, logType), UseInterceptors(RejectedSignInLog));

/**
 * A sign-in refused for its input (wrong types, a username with symbols, an oversize field) never
 * reaches its handler, which logs every other attempt: this logs it, so the login log holds every
 * attempt, under the name it tried (cleaned of what a text column cannot hold).
 */
@Injectable()
export class RejectedSignInLog implements NestInterceptor {
  constructor(
    private readonly signInLog: SignInLog,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const logType = this.reflector.get<number>(LOG_TYPE, context.getHandler());
    const request = context.switchToHttp().getRequest<AuthenticatedRequest & { body?: unknown }>();
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (err instanceof InvalidInputError) {
          const body = request.body !== null && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
          const name = [body.username, body.mobile].find((v): v is string => typeof v === 'string') ?? '';
          this.signInLog.record({
            tenantId: request.tenantId ?? DEFAULT_TENANT_ID,
            logType,
            username: name.replace(/\p{Cc}|[\uD800-\uDFFF]/gu, ''),
            result: LoginResult.INVALID_REQUEST,
            reason: err.message,
            ip: typeof request.ip === 'string' ? request.ip.slice(0, 50) : '',
            userAgent: String(request.headers['user-agent'] ?? ''),
          });
        }
        return throwError(() => err);
      }),
    );
  }
}
